/** Events per call: the client batches 25 (src/lib/analytics/collect-body.ts, GA's Measurement Protocol limit). */
export const MAX_COLLECTED_EVENTS = 25;
/** Serialised size of one event's params. */
export const MAX_EVENT_PARAMS_BYTES = 8_000;

/** The six points of sale as the header names them (fr, es, be-fr, be-nl, nl, it) → catalog locale. */
export const POS_CODES: Record<string, string> = { fr: 'fr_FR', es: 'es_ES', 'be-fr': 'fr_BE', 'be-nl': 'nl_BE', nl: 'nl_NL', it: 'it_IT' };

export type { CollectBody } from './analytics-collect.schema';
