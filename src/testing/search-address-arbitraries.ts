/**
 * fast-check arbitraries of the search address for property tests: valid states, and any hash or query text.
 */
import fc from 'fast-check';
import { addDays, daysBetween, isIsoDay } from '@/lib/days';
import type { Flow, OrderBy } from '@/contracts/search-criteria';
import { parseSearchState, serializeSearchHash, serializeSearchQuery, type SearchState } from '@/shared/search-address';

export const NOW = new Date('2026-11-25T10:00:00Z');
const TODAY = '2026-11-25';
const day = (offset: number) => addDays(TODAY, offset);

/** Sorts each flow offers, written out here independently of sort-options.ts (§9). */
const SORTS: Record<Flow, OrderBy[]> = {
  booking: ['priceQuality', 'promo', 'priceAsc', 'popularity'],
  hotel: ['priceQuality', 'priceAsc', 'popularity'],
  gifting: ['priceQuality', 'svPriceDesc', 'svPriceAsc'],
  activity: ['priceQuality'],
};

const strip = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const id = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const code = fc.stringMatching(/^[a-zA-Z0-9_-]{1,12}$/).filter((c) => c !== 'pets');
const codes = fc.uniqueArray(code, { maxLength: 5 });
const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map((x) => x + 0);
const pair = (min: number, max: number) =>
  fc.tuple(opt(fc.integer({ min, max })), opt(fc.integer({ min, max }))).map(([a, b]) =>
    a !== undefined && b !== undefined && a > b ? [b, a] : [a, b],
  );
const fromText = fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s === s.trim() && s.length > 0 && !/[\u0000-\u001f\u007f]/.test(s));

const guests = (flow: Flow) => {
  if (flow === 'gifting') return fc.constant({ adults: 2, children: 0, babies: 0, singleRoom: false });
  if (flow === 'activity') return fc.integer({ min: 1, max: 2 }).map((adults) => ({ adults, children: 0, babies: 0, singleRoom: false }));
  return fc
    .record({ adults: fc.integer({ min: 1, max: 20 }), children: fc.integer({ min: 0, max: 10 }), babies: fc.integer({ min: 0, max: 10 }), singleRoom: fc.boolean() })
    .map((g) => ({ ...g, singleRoom: g.singleRoom || g.children > 0 || g.babies > 0 }));
};

/** The months a flexible search may name at NOW (2026-11-25 in Paris): November 2026 to October 2027. */
export const FLEXIBLE_MONTHS = Array.from({ length: 12 }, (_, i) => `${2026 + Math.floor((10 + i) / 12)}-${String(((10 + i) % 12) + 1).padStart(2, '0')}`);
/** A flexible search (issue 36), in the state's shape: its nights in `nights` too, no check-in. */
const flexible = fc
  .record({
    arrival: fc.constantFrom('weekend' as const, 'any' as const),
    nights: fc.constantFrom(1 as const, 2 as const),
    months: fc.uniqueArray(fc.constantFrom(...FLEXIBLE_MONTHS), { minLength: 1, maxLength: 3 }).map((m) => [...m].sort()),
  })
  .map((f) => ({ nights: f.nights, flexible: f }));

const dates = fc.oneof(
  fc.constant({}),
  fc.integer({ min: 1, max: 14 }).map((nights) => ({ nights })),
  fc.integer({ min: 0, max: 700 }).map((o) => ({ checkin: day(o) })),
  fc.tuple(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 1, max: 14 })).map(([o, n]) => ({ checkin: day(o), checkout: day(o + n), nights: n })),
);

/** Any state the address can hold: every field valid, and consistent with the others. */
export const validState: fc.Arbitrary<SearchState> = fc.constantFrom<Flow>('booking', 'gifting', 'hotel', 'activity').chain((flow) =>
  fc
    .record({
      guests: guests(flow),
      dates: flow === 'booking' || flow === 'hotel' ? fc.oneof(dates, flexible) : dates,
      position: opt(fc.record({ lat: finite(-90, 90), lng: finite(-180, 180) })),
      page: fc.integer({ min: 0, max: 10_000 }),
      from: opt(fromText),
      ids: fc.record(
        { theme: id, city: id, hotel: id, poi: id, region: id, department: id, country: id, touristicRegion: id, skiResort: id, seaResort: id, id, hotelId: id },
        { requiredKeys: [] },
      ),
      distance: pair(0, 2000),
      price: pair(0, 100_000_000),
      voucher: pair(0, 100_000_000),
      sortIndex: fc.nat(),
      hotelTypes: codes,
      hotelEnvironments: codes,
      hotelStyles: codes,
      tags: codes,
      facilities: codes,
      stars: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }),
      activities: fc.uniqueArray(id, { maxLength: 5 }),
      hotelScore: opt(fc.constantFrom(7, 8, 9)),
      minHotelReviewScore: opt(finite(0, 10)),
      petsAllowed: fc.boolean(),
      giftNights: opt(fc.integer({ min: 1, max: 14 })),
      giftFormat: opt(code),
      upsell: fc.boolean(),
    })
    .map((r) => {
      const sorts = r.position ? [...SORTS[flow], 'distance' as const] : SORTS[flow];
      return strip<SearchState>({
        flow,
        page: r.page,
        from: r.from,
        ...r.dates,
        ...r.guests,
        ...r.ids,
        position: r.position,
        distanceMin: r.distance[0],
        distanceMax: r.distance[1],
        sort: sorts[r.sortIndex % sorts.length],
        hotelTypes: r.hotelTypes,
        hotelEnvironments: r.hotelEnvironments,
        hotelStyles: r.hotelStyles,
        stars: r.stars,
        hotelScore: r.hotelScore,
        minHotelReviewScore: r.minHotelReviewScore,
        priceMin: r.price[0],
        priceMax: r.price[1],
        singleVoucherPriceMin: r.voucher[0],
        singleVoucherPriceMax: r.voucher[1],
        facilities: r.facilities,
        petsAllowed: r.petsAllowed,
        tags: r.tags,
        activities: r.activities,
        giftNights: r.giftNights,
        giftFormat: r.giftFormat,
        upsell: r.upsell,
      });
    }),
);

const KEYS = [
  'checkin', 'checkout', 'night', 'a', 'b', 'c', 's', 'theme', 'city', 'hotel', 'poi', 'lat', 'lng', 'distanceMin', 'distanceMax', 'region',
  'department', 'country', 'touristicregion', 'skiresort', 'searesort', 'sort', 'hotelTypes', 'hotelEnvironments', 'hotelStyles', 'stars',
  'hotelScore', 'minHotelReviewScore', 'priceMin', 'priceMax', 'singleVoucherPriceMin', 'singleVoucherPriceMax', 'facilities', 'petsAllowed',
  'tags', 'giftNights', 'giftFormat', 'id', 'hotelId', 'upsell', 'activities', 'flex', 'months', '__proto__', 'constructor', 'unknown',
];
const INJECTIONS = [
  '<script>alert(1)</script>', "' OR 1=1 --", '${7*7}', '{{7*7}}', '../../etc/passwd', '%00', '\u0000', '\uD800', 'NaN', 'Infinity',
  '-Infinity', '1e400', '-0', '0x1F', '  3 ', '2026-12-04', '2026-11-24', '2027-02-29', '9999-12-31', 'true', 'pets', 'promo', 'distance',
  'a,b,,c', '5,4,3', '%2C', 'null', 'undefined', '[]', '{}', 'javascript:alert(1)',
];
const plausible = fc.oneof(
  fc.integer({ min: -3, max: 25 }).map(String),
  fc.integer({ min: -3, max: 40 }).map(day),
  fc.constantFrom('booking', 'gifting', 'hotel', 'activity', 'priceQuality', 'distance', 'promo', 'priceAsc', 'svPriceAsc', '41.39', '-2.17', '1', '0'),
  fc.constantFrom('weekend', 'any', '2026-10', '2026-11', '2027-03', '2027-10', '2027-11', '2027-13', '2027-03,2027-01,2027-05,2027-02'),
);
const value = fc.oneof(plausible, fc.constantFrom(...INJECTIONS), fc.string(), fc.integer().map(String), fc.double().map(String), fc.string({ unit: 'grapheme' }));
/** Percent-encodes what can be (a lone surrogate cannot: it then goes in raw). */
const tryEncode = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return v;
  }
};
const soup = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string()), value, fc.boolean()), { maxLength: 25 })
  .map((pairs) => pairs.map(([k, v, encode]) => `${k}=${encode ? tryEncode(v) : v}`).join('&'));
export const anyHash = fc.oneof(fc.string(), fc.string({ unit: 'binary' }) /* fast-check 4's fullUnicodeString */, fc.string({ unit: 'grapheme-composite' }), soup, soup.map((s) => `#${s}`));
const queryValue = fc.oneof(fc.constant(undefined), value, fc.array(value, { maxLength: 3 }));
export const anyQuery = fc.record({ flow: queryValue, page: queryValue, from: queryValue }, { requiredKeys: [] });

export const roundTrip = (state: SearchState) => parseSearchState(serializeSearchHash(state), serializeSearchQuery(state), NOW, 'Europe/Paris');

/** The invariants of a state, checked without the parser's own helpers. */
export function expectValid(s: SearchState) {
  const ok = (cond: boolean, what: string) => {
    if (!cond) throw new Error(`invalid state (${what}): ${JSON.stringify(s)}`);
  };
  const isInt = (n: unknown, min: number, max: number) => Number.isInteger(n) && (n as number) >= min && (n as number) <= max;
  const optInt = (n: unknown, min: number, max: number) => n === undefined || isInt(n, min, max);
  ok(['booking', 'gifting', 'hotel', 'activity'].includes(s.flow), 'flow');
  ok(isInt(s.page, 0, 10_000), 'page');
  ok(isInt(s.adults, 1, 20) && isInt(s.children, 0, 10) && isInt(s.babies, 0, 10), 'guests');
  ok(!(s.children > 0 || s.babies > 0) || s.singleRoom, 'single room with children');
  if (s.flow === 'gifting') ok(s.adults === 2 && s.children === 0 && s.babies === 0, 'gifting guests');
  if (s.flow === 'activity') ok(s.adults <= 2 && s.children === 0 && s.babies === 0, 'activity participants');
  ok(s.checkout === undefined || s.checkin !== undefined, 'checkout needs checkin');
  if (s.checkin !== undefined) ok(/^\d{4}-\d{2}-\d{2}$/.test(s.checkin) && s.checkin >= TODAY, 'checkin');
  if (s.checkout !== undefined) {
    const nights = isIsoDay(s.checkin) && isIsoDay(s.checkout) ? daysBetween(s.checkin, s.checkout) : NaN;
    ok(nights === s.nights && nights >= 1 && nights <= 14, 'nights from dates');
  }
  ok(optInt(s.nights, 1, 14), 'nights');
  if (s.flexible) {
    const { arrival, nights, months } = s.flexible;
    ok(s.flow === 'booking' || s.flow === 'hotel', 'flexible only with dates');
    ok(s.checkin === undefined && ['weekend', 'any'].includes(arrival) && (nights === 1 || nights === 2) && s.nights === nights, 'flexible stay');
    ok(months.length >= 1 && months.length <= 3 && months.every((m) => FLEXIBLE_MONTHS.includes(m)) && months.join() === [...new Set(months)].sort().join(), 'flexible months');
  }
  for (const k of ['theme', 'city', 'hotel', 'poi', 'region', 'department', 'country', 'touristicRegion', 'skiResort', 'seaResort', 'id', 'hotelId'] as const) {
    ok(optInt(s[k], 1, 2 ** 31 - 1), k);
  }
  if (s.position) ok(Number.isFinite(s.position.lat) && Math.abs(s.position.lat) <= 90 && Number.isFinite(s.position.lng) && Math.abs(s.position.lng) <= 180, 'position');
  ok(optInt(s.distanceMin, 0, 2000) && optInt(s.distanceMax, 0, 2000), 'distance');
  for (const [a, b] of [[s.distanceMin, s.distanceMax], [s.priceMin, s.priceMax], [s.singleVoucherPriceMin, s.singleVoucherPriceMax]]) {
    ok(a === undefined || b === undefined || a <= b, 'ordered pair');
  }
  ok(optInt(s.priceMin, 0, 1e8) && optInt(s.priceMax, 0, 1e8) && optInt(s.singleVoucherPriceMin, 0, 1e8) && optInt(s.singleVoucherPriceMax, 0, 1e8), 'prices');
  ok([...SORTS[s.flow], ...(s.position ? ['distance'] : [])].includes(s.sort), 'sort');
  for (const list of [s.hotelTypes, s.hotelEnvironments, s.hotelStyles, s.tags, s.facilities]) {
    ok(list.length <= 50 && new Set(list).size === list.length && list.every((c) => /^[a-z0-9_-]{1,40}$/i.test(c)), 'codes');
  }
  ok(!s.facilities.includes('pets'), 'pets not a facility');
  ok(new Set(s.stars).size === s.stars.length && s.stars.every((n) => isInt(n, 1, 5)), 'stars');
  ok(new Set(s.activities).size === s.activities.length && s.activities.every((n) => isInt(n, 1, 2 ** 31 - 1)), 'activities');
  ok(s.hotelScore === undefined || [7, 8, 9].includes(s.hotelScore), 'hotel score');
  ok(s.minHotelReviewScore === undefined || (s.minHotelReviewScore >= 0 && s.minHotelReviewScore <= 10), 'min review score');
  ok(optInt(s.giftNights, 1, 14), 'gift nights');
  ok(s.from === undefined || (s.from.length > 0 && s.from.length <= 200 && s.from === s.from.trim()), 'from');
  ok(typeof s.singleRoom === 'boolean' && typeof s.petsAllowed === 'boolean' && typeof s.upsell === 'boolean', 'booleans');
  ok(Object.values(s).every((v) => v !== undefined), 'no undefined members');
}

