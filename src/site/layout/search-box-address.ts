/**
 * The search box on the results page shows the search of the address (destination, dates, theme, guests, flow):
 * the results page's parsed state (features/search) read as the search box's state (features/search-box).
 * Pure; the label of the destination comes from the caller (the results' search details, the `from` query...).
 */
import { parseSearchState, type SearchState } from '@/features/search/model';
import { currentDestination, emptyGeoCriteria, type GeoCriteria } from '@/features/search-box/model/destination';
import { hashText, toSearchHash, type SearchBoxState } from '@/features/search-box/model/search-hash';

/** The geographic criteria of the address, every key set or null; null when the address names no place and no position. */
export function addressGeoCriteria(state: SearchState): GeoCriteria | null {
  const criteria: GeoCriteria = {
    ...emptyGeoCriteria(),
    city: state.city ?? null,
    hotel: state.hotelId ?? state.hotel ?? null,
    poi: state.poi ?? null,
    region: state.region ?? null,
    department: state.department ?? null,
    country: state.country ?? null,
    touristicregion: state.touristicRegion ?? null,
    skiresort: state.skiResort ?? null,
    searesort: state.seaResort ?? null,
    lat: state.position?.lat ?? null,
    lng: state.position?.lng ?? null,
    distanceMin: state.distanceMin ?? null,
    distanceMax: state.distanceMax ?? null,
  };
  return Object.values(criteria).some((value) => value !== null) ? criteria : null;
}

/** Whether the address is a search around the visitor's position (the local option), with no named place. */
export function isLocalSearch(criteria: GeoCriteria | null): boolean {
  if (!criteria || criteria.lat === null || criteria.lng === null) return false;
  return currentDestination(criteria) === null;
}

/**
 * The box's state for the address: searchBoxStateOf(parseSearchState('#city=42&checkin=…&a=2&b=1', …), 'Lyon')
 * → {flow: 'booking', destination: {label: 'Lyon', criteria: {city: 42, …}}, checkin, checkout, nights, adults: 2, babies: 1, …}.
 */
export function searchBoxStateOf(state: SearchState, label: string): SearchBoxState {
  const criteria = addressGeoCriteria(state);
  const dated = state.flow !== 'gifting' && state.checkin && state.checkout;
  return {
    flow: state.flow,
    destination: criteria ? { label, criteria } : null,
    themeId: state.theme ?? null,
    checkin: dated ? state.checkin! : null,
    checkout: dated ? state.checkout! : null,
    nights: dated ? (state.nights ?? null) : null,
    adults: state.adults,
    children: state.children,
    babies: state.babies,
    singleRoom: state.singleRoom,
    offerId: state.id ?? null,
  };
}

/**
 * What must change for the box to start again from the address: every criterion the box shows, not the label (it
 * arrives later with the results) and not the filters, sort or page (the box does not show them).
 */
export function searchBoxKey(state: SearchBoxState): string {
  const { destination, ...rest } = state;
  return JSON.stringify({ ...rest, destination: destination?.criteria ?? null });
}

/** What the results page adds to the box's criteria: filters, sort and the gift options, kept by a new search in the same flow. */
const RESULT_OPTIONS = [
  'sort',
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'stars',
  'hotelScore',
  'minHotelReviewScore',
  'priceMin',
  'priceMax',
  'singleVoucherPriceMin',
  'singleVoucherPriceMax',
  'facilities',
  'petsAllowed',
  'tags',
  'activities',
  'giftNights',
  'giftFormat',
  'upsell',
] as const satisfies readonly (keyof SearchState)[];

/**
 * The results page's next address when the box searches from it: the box's criteria (its destination's name as
 * `from`), back on the first page; the filters and sort stay in the same flow and are dropped with a flow change
 * (their price bounds differ per flow, search-and-discovery §4 'Flow change').
 */
export function addressOfBox(address: SearchState, box: SearchBoxState, now: Date): SearchState {
  const { flow, ...criteria } = toSearchHash(box);
  const next = parseSearchState(hashText(criteria), { flow, from: box.destination?.label || undefined }, now);
  if (next.flow !== address.flow) return next;
  const kept = Object.fromEntries(RESULT_OPTIONS.filter((key) => address[key] !== undefined).map((key) => [key, address[key]]));
  return { ...next, ...kept, page: 0 };
}
