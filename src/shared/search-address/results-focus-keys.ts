import { idKey, writeKeys, type ValueOf } from './key-codecs';

/**
 * The results' hash keys that narrow a search to one offer (`id`) or to one hotel's offers in the hotel flow
 * (`hotelId`): the search's table (address-keys.ts) reads them; links from other pages write them here, without
 * loading that table. resultsFocusHash({ hotelId: 12 }) → 'hotelId=12'.
 */
export const RESULTS_FOCUS_KEYS = {
  /** The offer a search concerns. */
  id: idKey('id'),
  /** The hotel whose offers a hotel-flow search lists. */
  hotelId: idKey('hotelId'),
} as const;
export type ResultsFocusValues = { -readonly [F in keyof typeof RESULTS_FOCUS_KEYS]?: ValueOf<(typeof RESULTS_FOCUS_KEYS)[F]> };

export const resultsFocusHash = (values: ResultsFocusValues): string =>
  writeKeys(RESULTS_FOCUS_KEYS, values)
    .map(([name, text]) => `${name}=${text}`)
    .join('&');
