/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { FacetsResponse } from '@/contracts/facets';
import type { OfferCard } from '@/contracts/offers';
import { flexibleMonthsFrom, searchCriteriaSchema, type FlexibleDates, type SearchCriteria } from '@/contracts/search-criteria.schema';
import { addDays, dayOfWeek, dayRange, monthStart, toIsoDay } from '@/lib/days';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { searchFacets } from '../../offers/facets.service';
import { mapSearch, searchOffers } from '../../offers/offers.service';
import { PRICE_BUCKETS, SCORE_THRESHOLDS } from '../../search/engine';
import { vocabularyOf } from '../../search/resolve-query';
import { ColumnarSearchEngine } from '../../search/columnar/columnar-engine';
import { SUITE_DATABASES } from '../../search/test-support/suite-db';

/*
 * The flexible search's oracle (issue 36 point 4): on a fixed 300-offer catalog (seed scale 'oracle', seeded on a
 * fixed day), random flexible searches (months, weekend or any arrival, 1 or 2 nights, parties, filters, sorts, pages,
 * the point of sale's clock before and after 20:00) answered by the site's search (the columnar index behind the
 * offers, facets and map calls) and by brute force: ONE straightforward SQL statement per search lists every bookable
 * (offer, arrival) stay with its total for the party, written apart from the engines (no shared code or SQL), then
 * plain loops pick each offer's cheapest stay, filter, sort, page and count. Every card, price, count and facet must
 * agree. FLEXIBLE_ORACLE_SEED replays a run (the seed is printed).
 */

const RUNS = Number(process.env.FLEXIBLE_ORACLE_RUNS ?? 500);
const PG_RUNS = Number(process.env.FLEXIBLE_ORACLE_PG_RUNS ?? 100);
const SEED = Number(process.env.FLEXIBLE_ORACLE_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** The catalog's day: its availability runs 365 days from it. A Monday. */
const TODAY = '2027-01-04';
const LONGEST_STAY = 14;

/** mulberry32: a small seeded PRNG, so a failing run can be replayed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type OfferRow = { id: number; hotel_id: number; city_id: number; stars: number; review_average: number | null; facility_mask: number; popularity: number };
type StayRow = { offer_id: number; day: string; n: number; total: number; bar: number; rooms: number };
type Case = { criteria: SearchCriteria; now: Date };
type Expected = { cards: Partial<OfferCard>[]; total: number; facets: Map<string, number>; range: { min: number; max: number } | null; map: Map<number, number[]> };

describe.each(SUITE_DATABASES)('the flexible search agrees with a brute-force oracle on %s', (name, databaseUrl) => {
  const runs = databaseUrl ? PG_RUNS : RUNS;
  let t: SeededTestDb;
  let engine: ColumnarSearchEngine;
  let offers: Map<number, OfferRow>;
  let cities: number[];
  let facilities: { code: string; bit: number; id: number }[];

  beforeAll(async () => {
    t = await createTestDb({ databaseUrl, scale: 'oracle', today: TODAY });
    engine = new ColumnarSearchEngine(t.db);
    await engine.index();
    const rows = await sql<OfferRow>`select o.id, o.hotel_id, h.city_id, h.stars, h.review_average, h.facility_mask, o.popularity
      from offer o join hotel h on h.id = o.hotel_id`.execute(t.db);
    offers = new Map(rows.rows.map((r) => [Number(r.id), { ...r, id: Number(r.id), hotel_id: Number(r.hotel_id), city_id: Number(r.city_id), stars: Number(r.stars), review_average: r.review_average === null ? null : Number(r.review_average), facility_mask: Number(r.facility_mask), popularity: Number(r.popularity) }]));
    cities = [...new Set(rows.rows.map((r) => Number(r.city_id)))];
    facilities = ((await vocabularyOf(t.db)).facility ?? []).filter((f) => f.bit >= 0).map((f) => ({ code: f.code, bit: f.bit, id: f.id }));
  }, 300_000);
  afterAll(async () => {
    await t?.destroy();
  });

  function randomCase(random: () => number): Case {
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const chance = (p: number) => random() < p;
    const months = flexibleMonthsFrom(TODAY).filter(() => chance(0.2)).slice(0, 3);
    if (months.length === 0) months.push(pick(flexibleMonthsFrom(TODAY)));
    const flexible: FlexibleDates = { arrival: chance(0.6) ? 'weekend' : 'any', nights: chance(0.5) ? 1 : 2, months };
    const priceMin = chance(0.2) ? pick([5000, 10000, 15000, Math.floor(random() * 40000)]) : undefined;
    const priceMax = chance(0.25) ? (priceMin ?? 0) + pick([5000, 20000, Math.floor(random() * 80000)]) : undefined;
    const criteria = searchCriteriaSchema.parse({
      locale: pick(['fr_FR', 'fr_FR', 'es_ES', 'nl_BE', 'it_IT']),
      location: chance(0.15) ? { cityId: pick(cities) } : {},
      flexible,
      family: { adults: pick([1, 2, 2, 2, 3, 4]), children: chance(0.3) ? pick([1, 2]) : 0, babies: chance(0.15) ? 1 : 0 },
      stars: chance(0.2) ? [pick([2, 3, 4, 5]), pick([3, 4])] .filter((s, i, all) => all.indexOf(s) === i) : [],
      minHotelReviewScore: chance(0.15) ? pick([7, 8, 9]) : undefined,
      facilities: chance(0.15) ? [pick(facilities).code] : [],
      price: { min: priceMin, max: priceMax },
      orderBy: pick(['priceAsc', 'priceAsc', 'priceQuality', 'promo', 'popularity'] as const),
      page: chance(0.8) ? 0 : pick([1, 2]),
      pageSize: pick([24, 24, 10]),
    });
    // The point of sale's clock on a day of the catalog's first weeks: before or after 20:00 in Paris (UTC+1 in winter).
    const day = addDays(TODAY, Math.floor(random() * 20));
    const now = new Date(`${day}T${chance(0.5) ? '10:00' : '19:30'}:00Z`);
    return { criteria, now };
  }

  /** Every bookable stay of the window, one SQL statement written for this test alone. */
  async function bookableStays(c: SearchCriteria, now: Date): Promise<StayRow[]> {
    const f = c.flexible!;
    // The window: the months' days from today (tomorrow from 20:00 in Paris), Fridays and Saturdays for a weekend.
    const parisHour = (now.getUTCHours() + 1) % 24;
    const today = toIsoDay(new Date(now.getTime() + 3_600_000)); // Paris is UTC+1 in January
    const firstDay = parisHour >= 20 ? addDays(today, 1) : today;
    const days = f.months.flatMap((m) => dayRange(monthStart(m), addDays(monthStart(m, 1), -1)));
    const arrivals = days.filter((d) => d >= firstDay && (f.arrival === 'any' || dayOfWeek(d) === 5 || dayOfWeek(d) === 6));
    if (arrivals.length === 0) return [];
    const rows = arrivals.flatMap((d) => Array.from({ length: LONGEST_STAY }, (_, k) => sql`(${d}, cast(${k + 1} as integer), ${addDays(d, k + 1)})`));
    const asked = f.nights;
    const adults = c.family.adults;
    const extraAdults = adults > 2 ? adults - 2 : 0;
    const place = c.location.cityId !== undefined ? sql`and h.city_id = ${c.location.cityId}` : sql``;
    const shortest = sql`(case when o.min_nights > 1 then o.min_nights else 1 end)`;
    const lengths = sql.join(Array.from({ length: LONGEST_STAY }, (_, k) => sql`(cast(${k + 1} as integer))`));
    // (CROSS JOIN keeps SQLite's loops in this order: each offer's stay length, its arrivals, then their nights.)
    const { rows: stays } = await sql<StayRow>`
      with arr (day, n, checkout) as (values ${sql.join(rows)}),
      k (n) as (values ${lengths}),
      len as (
        select o.id as offer_id, k.n
        from offer o
        join hotel h on h.id = o.hotel_id
        join room r on r.id = o.room_id
        cross join k
        where o.published = 1 and h.active = 1 and o.item_category = 'weekend' and (o.expires_at is null or o.expires_at >= ${today})
          and r.max_capacity >= ${adults + c.family.children} ${place}
          and k.n <= o.max_nights and (
            (k.n = ${asked} and ${asked} >= ${shortest} and ${asked} <= o.max_nights)
            or (k.n = ${shortest} and ${asked} < ${shortest})
            or (k.n = o.max_nights and ${asked} > o.max_nights and o.max_nights >= ${shortest})))
      select l.offer_id, arr.day, arr.n,
        sum(a.price + ${extraAdults} * a.extra_adult_price + ${c.family.children} * a.child_price + ${c.family.babies} * a.baby_price) as total,
        sum(a.bar_price + ${extraAdults} * a.extra_adult_price + ${c.family.children} * a.child_price + ${c.family.babies} * a.baby_price) as bar,
        min(a.rooms_left) as rooms
      from len l
      cross join arr
      join availability a on a.offer_id = l.offer_id and a.day >= arr.day and a.day < arr.checkout and a.closed = 0 and a.rooms_left > 0
      where arr.n = l.n
      group by l.offer_id, arr.day, arr.n
      having count(*) = arr.n and max(case when a.day = arr.day then a.min_stay else 0 end) <= arr.n`.execute(t.db);
    return stays.map((s) => ({ offer_id: Number(s.offer_id), day: s.day, n: Number(s.n), total: Number(s.total), bar: Number(s.bar), rooms: Number(s.rooms) }));
  }

  async function oracle({ criteria: c, now }: Case): Promise<Expected> {
    const stays = await bookableStays(c, now);
    const weekendOf = (day: string) => (dayOfWeek(day) === 6 ? addDays(day, -1) : day);
    const byOffer = new Map<number, StayRow[]>();
    for (const s of stays) byOffer.set(s.offer_id, [...(byOffer.get(s.offer_id) ?? []), s]);
    type Row = { o: OfferRow; best: StayRow; others: number; promo: number; fails: Set<string> };
    const facilityMask = c.facilities.reduce((mask, code) => mask | 2 ** facilities.find((x) => x.code === code)!.bit, 0);
    const rows: Row[] = [...byOffer].map(([id, list]) => {
      const best = [...list].sort((a, b) => a.total - b.total || (a.day < b.day ? -1 : 1))[0]!;
      const groups = new Set(list.map((s) => (c.flexible!.arrival === 'weekend' ? weekendOf(s.day) : s.day)));
      const o = offers.get(id)!;
      const fails = new Set<string>();
      if ((c.price.min !== undefined && best.total < c.price.min) || (c.price.max !== undefined && best.total > c.price.max)) fails.add('price');
      if (c.stars.length && !c.stars.includes(o.stars)) fails.add('stars');
      if (c.minHotelReviewScore !== undefined && c.minHotelReviewScore > 0 && !(o.review_average !== null && o.review_average >= c.minHotelReviewScore)) fails.add('score');
      if ((o.facility_mask & facilityMask) !== facilityMask) fails.add('facility');
      return { o, best, others: groups.size - 1, promo: best.bar > best.total ? Math.trunc(((best.bar - best.total) * 100) / best.bar) : 0, fails };
    });
    const matched = rows.filter((r) => r.fails.size === 0);
    const key = (r: Row): number => {
      switch (c.orderBy) {
        case 'priceAsc':
          return r.best.total;
        case 'promo':
          return -r.promo;
        case 'popularity':
          return -r.o.popularity;
        default:
          return -(((r.o.review_average ?? 7) + r.promo / 20) / (r.best.total / 100 + 100));
      }
    };
    matched.sort((a, b) => key(a) - key(b) || a.o.id - b.o.id);
    const perHotel = new Map<number, number>();
    for (const r of matched) perHotel.set(r.o.hotel_id, (perHotel.get(r.o.hotel_id) ?? 0) + 1);
    const page = matched.slice(c.page * c.pageSize, (c.page + 1) * c.pageSize);
    const cards = page.map((r) => ({
      id: r.o.id,
      sellPrice: r.best.total / 100,
      barPrice: r.best.bar / 100,
      promo: r.promo,
      priceType: 'final' as const,
      checkin: r.best.day,
      nights: r.best.n,
      availableRooms: r.best.rooms,
      hasMoreOffers: perHotel.get(r.o.hotel_id)! > 1,
      flexibleStay: { checkin: r.best.day, checkout: addDays(r.best.day, r.best.n), nights: r.best.n, otherStays: r.others },
    }));
    // Facets: each group counted with every OTHER filter applied; facilities with all of them.
    const facets = new Map<string, number>();
    const add = (k: string) => facets.set(k, (facets.get(k) ?? 0) + 1);
    const without = (group: string) => rows.filter((r) => [...r.fails].every((g) => g === group));
    let range: Expected['range'] = null;
    for (const r of without('price')) {
      const p = r.best.total;
      PRICE_BUCKETS.forEach((b, i) => p >= b.min && (b.max === null || p < b.max) && add(`price/${i}`));
      range = range ? { min: Math.min(range.min, p), max: Math.max(range.max, p) } : { min: p, max: p };
    }
    for (const r of without('stars')) add(`stars/${r.o.stars}`);
    for (const r of without('score')) for (const s of SCORE_THRESHOLDS) if (r.o.review_average !== null && r.o.review_average >= s) add(`score/${s}`);
    for (const r of matched) for (const f of facilities) if ((r.o.facility_mask & 2 ** f.bit) !== 0) add(`facility/${f.id}`);
    const map = new Map<number, number[]>();
    for (const r of matched) map.set(r.o.hotel_id, [...(map.get(r.o.hotel_id) ?? []), r.o.id]);
    return { cards, total: matched.length, facets, range, map };
  }

  const facetCounts = (response: FacetsResponse): { counts: Map<string, number>; range: { min: number; max: number } | null } => {
    const counts = new Map<string, number>();
    let range = null;
    for (const p of response.properties) {
      for (const v of p.values) if (v.count > 0) counts.set(`${p.propertyType}/${v.id}`, v.count);
      if (p.propertyType === 'price') range = p.range ?? null;
    }
    return { counts, range };
  };

  it(`agrees on ${runs} random flexible searches: cards, prices, totals, facets and map`, async () => {
    console.info(`flexible oracle on ${name}: seed ${SEED} (FLEXIBLE_ORACLE_SEED=${SEED} replays it)`);
    const random = prng(SEED + (databaseUrl ? 1 : 0));
    const started = Date.now();
    let withHits = 0;
    for (let run = 0; run < runs; run++) {
      const search = randomCase(random);
      const expected = await oracle(search);
      const options = { engine, now: search.now };
      const context = `run ${run}, seed ${SEED}: ${JSON.stringify({ criteria: search.criteria, now: search.now })}`;
      const answer = await searchOffers(t.db, search.criteria, options);
      expect({ context, total: answer.searchDetails.totalCount }).toEqual({ context, total: expected.total });
      expect({ context, cards: answer.exactMatch.map((card) => ({ id: card.id, sellPrice: card.sellPrice, barPrice: card.barPrice, promo: card.promo, priceType: card.priceType, checkin: card.checkin, nights: card.nights, availableRooms: card.availableRooms, hasMoreOffers: card.hasMoreOffers, flexibleStay: card.flexibleStay })) }).toEqual({ context, cards: expected.cards });
      expect(answer.searchDetails.flexible).toEqual(search.criteria.flexible);
      const facets = facetCounts(await searchFacets(t.db, { criteria: search.criteria, withNames: false, propertiesRequested: ['price', 'stars', 'score', 'facility'] }, options));
      expect({ context, ...facets }).toEqual({ context, counts: expected.facets, range: expected.range });
      if (run % 5 === 0) {
        const map = await mapSearch(t.db, { ...search.criteria, performMapSearch: true }, options);
        const hotels = new Map(map.exactMatch.map((m) => [m.id, m.weekend.map((w) => w.id).sort((a, b) => a - b)]));
        const wanted = new Map([...expected.map].map(([h, ids]) => [h, [...ids].sort((a, b) => a - b)]));
        expect({ context, hotels: [...hotels].sort((a, b) => a[0] - b[0]) }).toEqual({ context, hotels: [...wanted].sort((a, b) => a[0] - b[0]) });
      }
      if (expected.total > 0) withHits++;
    }
    console.info(`flexible oracle on ${name}: ${runs} searches (${withHits} with offers) in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(withHits).toBeGreaterThan(runs / 3);
  }, 600_000);
});
