/**
 * What the search box submits (search-and-discovery §2 'Search state in the address hash'): its state in the hash
 * vocabulary (checkin, checkout, a, c, b, s, theme, the geographic keys, id, flow), and that record as hash text.
 * Only what is set is written; guests are left out in the gifting flow (fixed at 2 adults) and only adults
 * (the participants) go out in the activity flow. In the hotel flow a hotel destination is written `hotelId`
 * (the offers of one hotel), as the results page's hotel links write it.
 */
import type { Flow } from '@/contracts/search-criteria';
import { GEO_HASH_KEYS, type GeoCriteria } from './destination';

export interface SearchBoxDestination {
  /** what the field shows once chosen (a suggestion's label, or the local search's distance text) */
  label: string;
  /** every geographic hash key, set or null */
  criteria: GeoCriteria;
}

export interface SearchBoxState {
  flow: Flow;
  destination: SearchBoxDestination | null;
  themeId: number | null;
  checkin: string | null;
  checkout: string | null;
  nights: number | null;
  adults: number;
  children: number;
  babies: number;
  singleRoom: boolean;
  /** the offer the search concerns (hash `id`): its allowed nights drive the calendar; dropped when the destination or flow changes */
  offerId?: number | null;
}

/** Hash key → text, in the order they are written. */
export type SearchHash = Record<string, string>;

/**
 * toSearchHash({flow: 'booking', destination: {criteria: {city: 42, ...}}, checkin: '2026-05-01', checkout: '2026-05-03', adults: 2, ...})
 *   → {checkin: '2026-05-01', checkout: '2026-05-03', a: '2', city: '42', flow: 'booking'}
 */
export function toSearchHash(state: SearchBoxState): SearchHash {
  const hash: SearchHash = {};
  if (state.flow !== 'gifting' && state.checkin && state.checkout) {
    hash.checkin = state.checkin;
    hash.checkout = state.checkout;
  }
  if (state.flow === 'activity') {
    hash.a = String(state.adults);
  } else if (state.flow !== 'gifting') {
    hash.a = String(state.adults);
    if (state.children > 0) hash.c = String(state.children);
    if (state.babies > 0) hash.b = String(state.babies);
    if (state.singleRoom) hash.s = 'true';
  }
  if (state.themeId !== null) hash.theme = String(state.themeId);
  for (const key of GEO_HASH_KEYS) {
    const value = state.destination?.criteria[key];
    if (value !== null && value !== undefined && value !== '') hash[key === 'hotel' && state.flow === 'hotel' ? 'hotelId' : key] = String(value);
  }
  if (state.offerId) hash.id = String(state.offerId);
  hash.flow = state.flow;
  return hash;
}

/** The record as address-hash text (without '#'): hashText({a: '2', city: '42'}) → 'a=2&city=42'. */
export const hashText = (hash: SearchHash): string => new URLSearchParams(hash).toString();
