/**
 * The search address: the one model of what a search's address (query and hash) holds, below every feature.
 * Key names live in address-keys.ts; parsing and writing in search-state.ts; the rules they use beside them.
 */
export * from './address-keys';
export * from './search-state';
export * from './search-dates';
export * from './guests';
export * from './sort-options';
export * from './pets';
export * from './place';
export * from './landing';
export * from './flexible-stay';
