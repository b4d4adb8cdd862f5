import type { Flow, OrderBy } from '@/contracts/search-criteria';
import { HASH_KEYS, LIMITS, QUERY_KEYS, readKeys, writeKeys, type HashValues } from './address-keys';
import { DEFAULT_GUESTS, normaliseGuests } from './guests';
import { addDays, daysBetween, isIsoDay, isNotPast, MAX_NIGHTS, type TimeZone } from './search-dates';
import { DEFAULT_SORT, effectiveSort } from './sort-options';
import { PETS_FACILITY } from './pets';
import { flexibleInFlow, flexibleStayOf, type FlexibleStay } from './flexible-stay';
import { todayAt } from '@/lib/days';

/**
 * The search as the address carries it: hash parameters of §2 plus the query's flow, page and from (their keys:
 * address-keys.ts).
 * Every field is valid by construction: `parseSearchState` never throws and drops what it cannot use.
 */
export type SearchState = {
  flow: Flow;
  /** Zero-based result page (query `page`). */
  page: number;
  /** Where the search was started from (query `from`, the search bar value). */
  from?: string;
  checkin?: string;
  checkout?: string;
  /** `night`: derived from checkin and checkout when both are set, or given alone; a flexible search's nights. */
  nights?: number;
  /**
   * Flexible dates (`flex`, `months`, `night`; issue 36): a length and one to three months instead of exact dates.
   * Only in the booking and hotel flows, never with a check-in; `nights` then equals its nights.
   */
  flexible?: FlexibleStay;
  adults: number;
  children: number;
  babies: number;
  singleRoom: boolean;
  theme?: number;
  city?: number;
  hotel?: number;
  poi?: number;
  region?: number;
  department?: number;
  country?: number;
  touristicRegion?: number;
  skiResort?: number;
  seaResort?: number;
  /** lat and lng, only as a pair. */
  position?: { lat: number; lng: number };
  /** Kilometres, whole numbers. */
  distanceMin?: number;
  distanceMax?: number;
  sort: OrderBy;
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
  stars: number[];
  /** One of HOTEL_SCORE_OPTIONS; absent means all scores. */
  hotelScore?: number;
  minHotelReviewScore?: number;
  /** Cents. */
  priceMin?: number;
  priceMax?: number;
  singleVoucherPriceMin?: number;
  singleVoucherPriceMax?: number;
  /** Facility codes, never the pets pseudo-value (that is `petsAllowed`). */
  facilities: string[];
  petsAllowed: boolean;
  tags: string[];
  /** Activity ids of the Activities filter (hash `activities`; not listed in §2, see docs). */
  activities: number[];
  giftNights?: number;
  giftFormat?: string;
  /** Offer id. */
  id?: number;
  hotelId?: number;
  upsell: boolean;
};

export type SearchQuery = Record<string, string | string[] | undefined>;

export const DEFAULT_SEARCH_STATE: SearchState = {
  flow: 'booking',
  page: 0,
  ...DEFAULT_GUESTS,
  sort: DEFAULT_SORT,
  hotelTypes: [],
  hotelEnvironments: [],
  hotelStyles: [],
  stars: [],
  facilities: [],
  petsAllowed: false,
  tags: [],
  activities: [],
  upsell: false,
};

/** A min/max pair is kept only when min ≤ max; a crossed pair is dropped whole. */
function orderedPair(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [undefined, undefined] : [min, max];
}

const firstQueryValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * The dates a search keeps (§2, §5): a check-in not past at `now`; with it a check-out 1 to 14 nights later, or the
 * nights alone (the check-out follows); without it only the nights.
 * stayDates({ checkin: '2026-12-04', nights: 2 }, now) → { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2 }
 */
export function stayDates({ checkin: checkinRaw, checkout, nights: night }: { checkin?: string; checkout?: string; nights?: number }, now: Date, timeZone: TimeZone) {
  const checkin = checkinRaw !== undefined && isIsoDay(checkinRaw) && isNotPast(checkinRaw, now, timeZone) ? checkinRaw : undefined;
  if (!checkin) return { nights: night };
  if (checkout !== undefined && isIsoDay(checkout)) {
    const nights = daysBetween(checkin, checkout);
    if (nights >= 1 && nights <= MAX_NIGHTS) return { checkin, checkout, nights };
  }
  if (night !== undefined) {
    const next = addDays(checkin, night);
    if (isIsoDay(next)) return { checkin, checkout: next, nights: night };
  }
  return { checkin };
}

/**
 * Exact dates or a flexible stay (decision 33): a complete stay (check-in and check-out) wins over the flexible keys;
 * otherwise flexible keys that still name a month ahead make a flexible search (booking and hotel flows), its nights
 * in `nights` and a lone check-in dropped; otherwise the dates as `stayDates` keeps them.
 */
function datesOrFlexible(
  raw: { checkin?: string; checkout?: string; nights?: number; arrival?: FlexibleStay['arrival']; months?: string[] },
  flow: Flow,
  now: Date,
  timeZone: TimeZone,
): { checkin?: string; checkout?: string; nights?: number; flexible?: FlexibleStay } {
  const dates = stayDates(raw, now, timeZone);
  if (dates.checkout !== undefined || !flexibleInFlow(flow)) return dates;
  const flexible = flexibleStayOf(raw, todayAt(timeZone, now));
  return flexible ? { nights: flexible.nights, flexible } : dates;
}

/**
 * Address hash (with or without '#') and query → search state, at `now` on the point of sale's clock `timeZone`
 * (checkin must not be past there).
 * Never throws: unknown keys and malformed values are dropped, counts clamped, defaults filled.
 *
 * parseSearchState('#a=30&c=1&checkin=2026-12-04&night=2', { flow: 'booking' }, new Date('2026-11-25T10:00:00Z'), 'Europe/Paris')
 *   → { ...defaults, adults: 20, children: 1, singleRoom: true, checkin: '2026-12-04', checkout: '2026-12-06', nights: 2 }
 */
export function parseSearchState(hash: string, query: SearchQuery, now: Date, timeZone: TimeZone): SearchState {
  const params = new URLSearchParams(String(hash ?? '').replace(/^#?\??/, ''));
  const { flow = 'booking', page = 0, from } = readKeys(QUERY_KEYS, (key) => {
    const value = firstQueryValue(query[key]);
    return value === undefined ? [] : [value];
  });
  const read: HashValues = readKeys(HASH_KEYS, (key) => params.getAll(key));
  const { checkin, checkout, nights, adults, children, babies, singleRoom, latitude, longitude, facilities = [], flexibleArrival, flexibleMonths, ...rest } = read;

  const position = latitude !== undefined && longitude !== undefined ? { lat: latitude, lng: longitude } : undefined;
  const [distanceMin, distanceMax] = orderedPair(rest.distanceMin, rest.distanceMax);
  const [priceMin, priceMax] = orderedPair(rest.priceMin, rest.priceMax);
  const [singleVoucherPriceMin, singleVoucherPriceMax] = orderedPair(rest.singleVoucherPriceMin, rest.singleVoucherPriceMax);

  return dropUndefined<SearchState>({
    ...DEFAULT_SEARCH_STATE,
    ...rest,
    flow,
    page,
    from,
    ...datesOrFlexible({ checkin, checkout, nights, arrival: flexibleArrival, months: flexibleMonths }, flow, now, timeZone),
    ...normaliseGuests(
      {
        adults: adults ?? DEFAULT_GUESTS.adults,
        children: children ?? DEFAULT_GUESTS.children,
        babies: babies ?? DEFAULT_GUESTS.babies,
        singleRoom: singleRoom ?? false,
      },
      flow,
    ),
    position,
    distanceMin,
    distanceMax,
    priceMin,
    priceMax,
    singleVoucherPriceMin,
    singleVoucherPriceMax,
    sort: effectiveSort(rest.sort, { flow, hasPosition: position !== undefined }),
    facilities: facilities.filter((f) => f !== PETS_FACILITY).slice(0, LIMITS.codes),
    petsAllowed: rest.petsAllowed ?? facilities.includes(PETS_FACILITY),
  });
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

// ---------- serialisation ----------

/**
 * State → hash parameters without the leading '#', defaults omitted, keys in alphabetical order,
 * lists comma-joined: { ...defaults, adults: 3, stars: [5, 4] } → 'a=3&stars=5,4'.
 */
export function serializeSearchHash(state: SearchState): string {
  const values: HashValues = {
    ...state,
    latitude: state.position?.lat,
    longitude: state.position?.lng,
    // Single room is implied by children or babies; written only when chosen without them.
    singleRoom: state.singleRoom && state.children === 0 && state.babies === 0,
    nights: state.flexible?.nights ?? state.nights,
    flexibleArrival: state.flexible?.arrival,
    flexibleMonths: state.flexible?.months,
  };
  return writeKeys(HASH_KEYS, values)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** State → query parameters (flow, page, from), defaults omitted, keys in alphabetical order. */
export function serializeSearchQuery(state: SearchState): Record<string, string> {
  return Object.fromEntries(writeKeys(QUERY_KEYS, state).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The activity flow exists only while the activity-only search is on (§2); otherwise the address means booking. */
export function allowedQuery(query: SearchQuery, options: { activityFlow: boolean }): SearchQuery {
  const flowKey = QUERY_KEYS.flow.key;
  if (options.activityFlow || query[flowKey] !== 'activity') return query;
  const rest = { ...query };
  delete rest[flowKey];
  return rest;
}
