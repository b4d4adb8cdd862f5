import { FLOWS, type Flow, type OrderBy } from '@/contracts/search-criteria';
import { DEFAULT_GUESTS, normaliseGuests } from './guests';
import { addDays, daysBetween, isIsoDay, isNotPast, MAX_NIGHTS } from './search-dates';
import { DEFAULT_SORT, effectiveSort } from './sort-options';
import { PETS_FACILITY } from './pets';

/**
 * The search as the address carries it: hash parameters of §2 plus the query's flow, page and from.
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
  /** `night`: derived from checkin and checkout when both are set, or given alone. */
  nights?: number;
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

export const HOTEL_SCORE_OPTIONS = [9, 8, 7] as const;
export const STAR_OPTIONS = [5, 4, 3] as const;

export const LIMITS = {
  id: 2 ** 31 - 1,
  page: 10_000,
  distanceKm: 2000,
  priceCents: 100_000_000,
  codes: 50,
  activities: 100,
  from: 200,
} as const;

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

/** Hash key of each single-id destination field. */
const ID_KEYS = {
  theme: 'theme',
  city: 'city',
  hotel: 'hotel',
  poi: 'poi',
  region: 'region',
  department: 'department',
  country: 'country',
  touristicRegion: 'touristicregion',
  skiResort: 'skiresort',
  seaResort: 'searesort',
  id: 'id',
  hotelId: 'hotelId',
} as const satisfies Partial<Record<keyof SearchState, string>>;

const CODE_LIST_KEYS = ['hotelTypes', 'hotelEnvironments', 'hotelStyles', 'tags'] as const;
const CODE = /^[a-z0-9_-]{1,40}$/i;
const INTEGER = /^[+-]?\d{1,12}$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const CONTROL = /[\u0000-\u001f\u007f]/g;

// ---------- raw value readers: a string in, a valid value or undefined out ----------

function readInt(raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined || !INTEGER.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n + 0 : undefined;
}

/** An integer clamped into [min, max]; malformed → undefined (the caller's default). */
function readClampedInt(raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined || !INTEGER.test(raw.trim())) return undefined;
  return Math.min(max, Math.max(min, Number(raw.trim()))) + 0;
}

function readNumber(raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined || !DECIMAL.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return Number.isFinite(n) && n >= min && n <= max ? n + 0 : undefined;
}

function readBool(raw: string | undefined): boolean | undefined {
  if (raw === undefined) return undefined;
  const v = raw.trim().toLowerCase();
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  return undefined;
}

function readList<T>(raws: string[], item: (raw: string) => T | undefined, max: number): T[] {
  const out: T[] = [];
  for (const part of raws.flatMap((r) => r.split(','))) {
    const value = item(part.trim());
    if (value !== undefined && !out.includes(value)) out.push(value);
    if (out.length === max) break;
  }
  return out;
}

const readCode = (raw: string): string | undefined => (CODE.test(raw) ? raw : undefined);

/** A min/max pair is kept only when min ≤ max; a crossed pair is dropped whole. */
function orderedPair(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [undefined, undefined] : [min, max];
}

function firstQueryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function readDates(checkinRaw: string | undefined, checkoutRaw: string | undefined, nightRaw: string | undefined, now: Date) {
  const night = readInt(nightRaw, 1, MAX_NIGHTS);
  const checkin = checkinRaw !== undefined && isIsoDay(checkinRaw) && isNotPast(checkinRaw, now) ? checkinRaw : undefined;
  if (!checkin) return { nights: night };
  if (checkoutRaw !== undefined && isIsoDay(checkoutRaw)) {
    const nights = daysBetween(checkin, checkoutRaw);
    if (nights >= 1 && nights <= MAX_NIGHTS) return { checkin, checkout: checkoutRaw, nights };
  }
  if (night !== undefined) {
    const checkout = addDays(checkin, night);
    if (isIsoDay(checkout)) return { checkin, checkout, nights: night };
  }
  return { checkin };
}

/**
 * Address hash (with or without '#') and query → search state, at `now` (checkin must not be past).
 * Never throws: unknown keys and malformed values are dropped, counts clamped, defaults filled.
 *
 * parseSearchState('#a=30&c=1&checkin=2026-12-04&night=2', { flow: 'booking' }, new Date('2026-11-25T10:00:00Z'))
 *   → { ...defaults, adults: 20, children: 1, singleRoom: true, checkin: '2026-12-04', checkout: '2026-12-06', nights: 2 }
 */
export function parseSearchState(hash: string, query: SearchQuery, now: Date): SearchState {
  const params = new URLSearchParams(String(hash ?? '').replace(/^#?\??/, ''));
  const one = (key: string) => params.get(key) ?? undefined;
  const all = (key: string) => params.getAll(key);

  const flowRaw = firstQueryValue(query.flow);
  const flow: Flow = (FLOWS as readonly string[]).includes(flowRaw ?? '') ? (flowRaw as Flow) : 'booking';
  const page = readInt(firstQueryValue(query.page), 0, LIMITS.page) ?? 0;
  const from = firstQueryValue(query.from)?.replace(CONTROL, '').trim().slice(0, LIMITS.from).trim() || undefined;

  const guests = normaliseGuests(
    {
      adults: readClampedInt(one('a'), 1, 20) ?? DEFAULT_GUESTS.adults,
      children: readClampedInt(one('c'), 0, 10) ?? DEFAULT_GUESTS.children,
      babies: readClampedInt(one('b'), 0, 10) ?? DEFAULT_GUESTS.babies,
      singleRoom: readBool(one('s')) ?? false,
    },
    flow,
  );

  const ids: Partial<Record<keyof typeof ID_KEYS, number>> = {};
  for (const [field, key] of Object.entries(ID_KEYS) as [keyof typeof ID_KEYS, string][]) {
    const id = readInt(one(key), 1, LIMITS.id);
    if (id !== undefined) ids[field] = id;
  }

  const lat = readNumber(one('lat'), -90, 90);
  const lng = readNumber(one('lng'), -180, 180);
  const position = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
  const [distanceMin, distanceMax] = orderedPair(readInt(one('distanceMin'), 0, LIMITS.distanceKm), readInt(one('distanceMax'), 0, LIMITS.distanceKm));
  const [priceMin, priceMax] = orderedPair(readInt(one('priceMin'), 0, LIMITS.priceCents), readInt(one('priceMax'), 0, LIMITS.priceCents));
  const [singleVoucherPriceMin, singleVoucherPriceMax] = orderedPair(
    readInt(one('singleVoucherPriceMin'), 0, LIMITS.priceCents),
    readInt(one('singleVoucherPriceMax'), 0, LIMITS.priceCents),
  );
  const hotelScore = readInt(one('hotelScore'), 0, 10);
  const facilityList = readList(all('facilities'), readCode, LIMITS.codes + 1);

  const state: SearchState = {
    ...DEFAULT_SEARCH_STATE,
    flow,
    page,
    from,
    ...readDates(one('checkin'), one('checkout'), one('night'), now),
    ...guests,
    ...ids,
    position,
    distanceMin,
    distanceMax,
    sort: effectiveSort(one('sort'), { flow, hasPosition: position !== undefined }),
    stars: readList(all('stars'), (r) => readInt(r, 1, 5), 5),
    hotelScore: (HOTEL_SCORE_OPTIONS as readonly number[]).includes(hotelScore ?? -1) ? hotelScore : undefined,
    minHotelReviewScore: readNumber(one('minHotelReviewScore'), 0, 10),
    priceMin,
    priceMax,
    singleVoucherPriceMin,
    singleVoucherPriceMax,
    facilities: facilityList.filter((f) => f !== PETS_FACILITY).slice(0, LIMITS.codes),
    petsAllowed: readBool(one('petsAllowed')) ?? facilityList.includes(PETS_FACILITY),
    activities: readList(all('activities'), (r) => readInt(r, 1, LIMITS.id), LIMITS.activities),
    giftNights: readInt(one('giftNights'), 1, MAX_NIGHTS),
    giftFormat: readCode(one('giftFormat')?.trim() ?? ''),
    upsell: readBool(one('upsell')) ?? false,
  };
  for (const key of CODE_LIST_KEYS) state[key] = readList(all(key), readCode, LIMITS.codes);
  return dropUndefined(state);
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

// ---------- serialisation ----------

const encodeList = (values: readonly (string | number)[]) => values.map((v) => encodeURIComponent(String(v))).join(',');

/**
 * State → hash parameters without the leading '#', defaults omitted, keys in alphabetical order,
 * lists comma-joined: { ...defaults, adults: 3, stars: [5, 4] } → 'a=3&stars=5,4'.
 */
export function serializeSearchHash(state: SearchState): string {
  const entries: [string, string][] = [];
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined) entries.push([key, encodeURIComponent(String(value))]);
  };
  const putList = (key: string, values: readonly (string | number)[]) => {
    if (values.length > 0) entries.push([key, encodeList(values)]);
  };

  put('checkin', state.checkin);
  put('checkout', state.checkout);
  put('night', state.nights);
  if (state.adults !== DEFAULT_GUESTS.adults) put('a', state.adults);
  if (state.children !== 0) put('c', state.children);
  if (state.babies !== 0) put('b', state.babies);
  // Single room is implied by children or babies; written only when chosen without them.
  if (state.singleRoom && state.children === 0 && state.babies === 0) put('s', 1);
  for (const [field, key] of Object.entries(ID_KEYS) as [keyof typeof ID_KEYS, string][]) put(key, state[field]);
  put('lat', state.position?.lat);
  put('lng', state.position?.lng);
  put('distanceMin', state.distanceMin);
  put('distanceMax', state.distanceMax);
  if (state.sort !== DEFAULT_SORT) put('sort', state.sort);
  for (const key of CODE_LIST_KEYS) putList(key, state[key]);
  putList('stars', state.stars);
  putList('facilities', state.facilities);
  putList('activities', state.activities);
  put('hotelScore', state.hotelScore);
  put('minHotelReviewScore', state.minHotelReviewScore);
  put('priceMin', state.priceMin);
  put('priceMax', state.priceMax);
  put('singleVoucherPriceMin', state.singleVoucherPriceMin);
  put('singleVoucherPriceMax', state.singleVoucherPriceMax);
  if (state.petsAllowed) put('petsAllowed', 1);
  put('giftNights', state.giftNights);
  put('giftFormat', state.giftFormat);
  if (state.upsell) put('upsell', 1);

  return entries
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** State → query parameters (flow, page, from), defaults omitted, keys in alphabetical order. */
export function serializeSearchQuery(state: SearchState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.flow !== 'booking') query.flow = state.flow;
  if (state.from !== undefined) query.from = state.from;
  if (state.page !== 0) query.page = String(state.page);
  return query;
}

/** The activity flow exists only while the activity-only search is on (§2); otherwise the address means booking. */
export function allowedQuery(query: SearchQuery, options: { activityFlow: boolean }): SearchQuery {
  if (options.activityFlow || query.flow !== 'activity') return query;
  const rest = { ...query };
  delete rest.flow;
  return rest;
}
