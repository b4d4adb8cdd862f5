/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import { offersResponseSchema, type OfferCard } from '@/contracts/offers.schema';
import type { OrderBy, SearchCriteriaInput } from '@/contracts/search-criteria';
import { mapSearch, searchOffers } from '@/server/catalog/offers/offers.service';
import { POI_DEFAULT_RADIUS_KM } from '@/server/catalog/search/resolve-query';
import type { Database } from '@/server/db/database';
import type { SeededTestDb } from '@/testing/test-db';
import { addDays } from '@/lib/days';
import { allCards, cents, createSuiteDb, criteria, DATABASES, km } from './offers-helpers';

const ids = (cards: OfferCard[]) => cards.map((c) => c.id);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe.each(DATABASES)('stay search on %s', (_name, databaseUrl) => {
  let t: SeededTestDb;
  let db: Kysely<Database>;

  /** Ids of the offers a plain undated weekend search may show, by an independent query. */
  async function inScope(extra: (q: ReturnType<typeof base>) => ReturnType<typeof base> = (q) => q, capacity = 2): Promise<number[]> {
    const rows = await extra(base(capacity)).select('o.id').execute();
    return sorted(rows.map((r) => Number(r.id)));
  }
  function base(capacity = 2) {
    return db
      .selectFrom('offer as o')
      .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
      .innerJoin('room as r', 'r.id', 'o.room_id')
      .where('o.item_category', '=', 'weekend')
      .where('o.published', '=', 1)
      .where('h.active', '=', 1)
      .where((eb) => eb.or([eb('o.expires_at', 'is', null), eb('o.expires_at', '>=', t.today)]))
      .where('r.max_capacity', '>=', capacity);
  }
  /** The place of each kind holding the most in-scope offers. */
  async function busiest(column: 'city_id' | 'department_id' | 'region_id' | 'country_id' | 'touristic_region_id' | 'sea_resort_id' | 'ski_resort_id'): Promise<number> {
    const row = await base()
      .select([sql.ref<number>(`h.${column}`).as('place'), sql<number>`count(*)`.as('n')])
      .where(sql.ref(`h.${column}`), 'is not', null)
      .groupBy(sql.ref(`h.${column}`))
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql.ref(`h.${column}`))
      .executeTakeFirstOrThrow();
    return Number(row.place);
  }

  beforeAll(async () => {
    t = await createSuiteDb(databaseUrl);
    db = t.db;
  }, 120_000);
  afterAll(() => t?.destroy());

  it('shows every published, active, unexpired weekend offer with its from price when nothing is chosen', async () => {
    const { cards, total } = await allCards(db, {});
    expect(sorted(ids(cards))).toEqual(await inScope());
    expect(total).toBe(cards.length);
    const prices = new Map((await db.selectFrom('offer').select(['id', 'sell_price']).execute()).map((r) => [Number(r.id), Number(r.sell_price)]));
    for (const card of cards) {
      expect(card.priceType).toBe('from');
      expect(cents(card.sellPrice)).toBe(prices.get(card.id));
      expect(card.itemCategory).toBe('weekend');
    }
    const first = await searchOffers(db, criteria({}));
    expect(() => offersResponseSchema.parse(first)).not.toThrow();
  });

  it.each([
    ['cityId', 'city_id'],
    ['departmentId', 'department_id'],
    ['regionId', 'region_id'],
    ['countryId', 'country_id'],
    ['touristicId', 'touristic_region_id'],
    ['seaResortId', 'sea_resort_id'],
    ['skiResortId', 'ski_resort_id'],
  ] as const)('keeps only the hotels of the %s searched', async (key, column) => {
    const place = await busiest(column);
    const { cards, total } = await allCards(db, { location: { [key]: place } });
    expect(total).toBeGreaterThan(0);
    expect(sorted(ids(cards))).toEqual(await inScope((q) => q.where(sql.ref(`h.${column}`), '=', place)));
  });

  it('names the destination and its region and country in the locale', async () => {
    const city = await busiest('city_id');
    const answer = await searchOffers(db, criteria({ locale: 'it_IT', location: { cityId: city } }));
    const names = await db.selectFrom('place_name').select(['kind', 'place_id', 'name']).where('locale', '=', 'it_IT').where('kind', 'in', ['city', 'region', 'country']).execute();
    const nameOf = (kind: string, id: number) => names.find((n) => n.kind === kind && Number(n.place_id) === id)?.name;
    const row = await db.selectFrom('city').select(['region_id', 'country_id']).where('id', '=', city).executeTakeFirstOrThrow();
    expect(answer.searchDetails.location).toMatchObject({ id: city, type: 'city', label: nameOf('city', city) });
    expect(answer.searchDetails.destination).toBe(nameOf('city', city));
    expect(answer.searchDetails.locationHierarchy).toEqual([
      { type: 'region', id: Number(row.region_id), label: nameOf('region', Number(row.region_id)) },
      { type: 'country', id: Number(row.country_id), label: nameOf('country', Number(row.country_id)) },
    ]);
  });

  it(`shows the hotels within ${POI_DEFAULT_RADIUS_KM} km of a point of interest searched without a distance`, async () => {
    const pois = await db.selectFrom('poi').select(['id', 'lat', 'lng']).orderBy('popularity', 'desc').orderBy('id').execute();
    const hotels = await base().select(['o.id', 'h.lat', 'h.lng']).execute();
    const near = (p: { lat: number; lng: number }) => hotels.filter((h) => km(p, h) <= POI_DEFAULT_RADIUS_KM);
    const poi = pois.find((p) => near(p).length > 0)!;
    const { cards } = await allCards(db, { location: { poiId: Number(poi.id) } });
    expect(sorted(ids(cards))).toEqual(sorted(near(poi).map((h) => Number(h.id))));
    for (const card of cards) expect(card.distance!).toBeLessThanOrEqual(POI_DEFAULT_RADIUS_KM + 0.05);
  });

  it('keeps a radius around a position, gives each card its distance and sorts by it when asked', async () => {
    const city = await db.selectFrom('city').select(['lat', 'lng']).where('id', '=', await busiest('city_id')).executeTakeFirstOrThrow();
    const at = { lat: Number(city.lat), lng: Number(city.lng) };
    const { cards } = await allCards(db, { location: { latitude: at.lat, longitude: at.lng, minDistance: 0, maxDistance: 30 }, orderBy: 'distance' });
    const hotels = await base().select(['o.id', 'h.lat', 'h.lng']).execute();
    expect(sorted(ids(cards))).toEqual(sorted(hotels.filter((h) => km(at, h) <= 30).map((h) => Number(h.id))));
    for (const card of cards) expect(card.distance!).toBeCloseTo(km(at, card.hotel.location), 1);
    const distances = cards.map((c) => c.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('keeps a ring between minDistance and maxDistance', async () => {
    const city = await db.selectFrom('city').select(['lat', 'lng']).where('id', '=', await busiest('city_id')).executeTakeFirstOrThrow();
    const at = { lat: Number(city.lat), lng: Number(city.lng) };
    const { cards } = await allCards(db, { location: { latitude: at.lat, longitude: at.lng, minDistance: 20, maxDistance: 150 } });
    const hotels = await base().select(['o.id', 'h.lat', 'h.lng']).execute();
    expect(cards.length).toBeGreaterThan(0);
    expect(sorted(ids(cards))).toEqual(sorted(hotels.filter((h) => km(at, h) >= 20 && km(at, h) <= 150).map((h) => Number(h.id))));
  });

  it('runs the fallback widenings: a region instead of a department ordered from a point, without dates or theme', async () => {
    const department = await busiest('department_id');
    const d = await db.selectFrom('department').select(['region_id', 'lat', 'lng']).where('id', '=', department).executeTakeFirstOrThrow();
    const fallbackKey = { destination: { value: department, type: 'department' as const, isAround: false, isExpanded: true }, value: 'expand', order: 0 };
    const input: SearchCriteriaInput = { location: { regionId: Number(d.region_id), latitude: Number(d.lat), longitude: Number(d.lng) }, orderBy: 'distance', fallbackKey, pageSize: 3 };
    const answer = await searchOffers(db, criteria(input));
    expect(answer.searchDetails.fallbackKey).toMatchObject(fallbackKey);
    expect(answer.searchDetails.orderBy).toBe('distance');
    expect(answer.exactMatch.length).toBeLessThanOrEqual(3);
    const { cards } = await allCards(db, { ...input, pageSize: undefined });
    expect(sorted(ids(cards))).toEqual(await inScope((q) => q.where('h.region_id', '=', Number(d.region_id))));
    const distances = cards.map((c) => c.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('leaves out the excluded hotels', async () => {
    const first = await searchOffers(db, criteria({ pageSize: 5 }));
    const excluded = [...new Set(first.exactMatch.map((c) => c.hotel.id))];
    const { cards, total } = await allCards(db, { excludedHotelIds: excluded });
    expect(cards.some((c) => excluded.includes(c.hotel.id))).toBe(false);
    expect(sorted(ids(cards))).toEqual(await inScope((q) => q.where('o.hotel_id', 'not in', excluded)));
    expect(total).toBe(cards.length);
  });

  it('requires every chosen facility, and counts pets as petsAllowed', async () => {
    const codes = ['restaurant', 'free_wifi'];
    const facilityIds = (await db.selectFrom('vocabulary').select('id').where('kind', '=', 'facility').where('code', 'in', codes).execute()).map((r) => Number(r.id));
    const { cards } = await allCards(db, { facilities: [...codes, 'pets'] });
    const expected = await inScope((q) =>
      q
        .where('h.pets_allowed', '=', 1)
        .where((eb) => eb(eb.selectFrom('hotel_facility as f').select(sql<number>`count(*)`.as('n')).whereRef('f.hotel_id', '=', 'h.id').where('f.value_id', 'in', facilityIds), '=', facilityIds.length)),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(ids(cards))).toEqual(expected);
  });

  it.each([
    ['hotelTypes', 'hotel_type', 'hotel_type'],
    ['hotelEnvironments', 'environment', 'hotel_environment'],
    ['hotelStyles', 'style', 'hotel_style'],
  ] as const)('keeps hotels with any of the chosen %s', async (key, kind, link) => {
    const terms = await db.selectFrom('vocabulary').select(['id', 'code']).where('kind', '=', kind).orderBy('position').limit(2).execute();
    const { cards } = await allCards(db, { [key]: terms.map((term) => term.code) });
    const expected = await inScope((q) => q.where((eb) => eb.exists(eb.selectFrom(`${link} as l` as 'hotel_type as l').select('l.hotel_id').whereRef('l.hotel_id', '=', 'h.id').where('l.value_id', 'in', terms.map((term) => Number(term.id))))));
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(ids(cards))).toEqual(expected);
  });

  it('keeps any of the chosen star counts and a minimum review score', async () => {
    const { cards } = await allCards(db, { stars: [4, 5], minHotelReviewScore: 8 });
    expect(sorted(ids(cards))).toEqual(await inScope((q) => q.where('h.stars', 'in', [4, 5]).where('h.review_average', '>=', 8)));
    for (const card of cards) expect(card.hotel.review.average!).toBeGreaterThanOrEqual(8);
  });

  it('keeps offers of any chosen theme, tag, activity group or activity', async () => {
    const theme = await db.selectFrom('offer_theme').select('value_id').groupBy('value_id').orderBy(sql`count(*)`, 'desc').orderBy('value_id').executeTakeFirstOrThrow();
    const link = (table: 'offer_theme' | 'offer_tag' | 'offer_activity_group', values: number[]) => (q: ReturnType<typeof base>) =>
      q.where((eb) => eb.exists(eb.selectFrom(`${table} as l` as 'offer_theme as l').select('l.offer_id').whereRef('l.offer_id', '=', 'o.id').where('l.value_id', 'in', values)));
    expect(sorted(ids((await allCards(db, { themeIds: [Number(theme.value_id)] })).cards))).toEqual(await inScope(link('offer_theme', [Number(theme.value_id)])));

    const tags = await db.selectFrom('vocabulary').select(['id', 'code']).where('kind', '=', 'tag').where('code', 'in', ['new', 'top_rated']).execute();
    expect(sorted(ids((await allCards(db, { tags: tags.map((x) => x.code) })).cards))).toEqual(await inScope(link('offer_tag', tags.map((x) => Number(x.id)))));

    expect(sorted(ids((await allCards(db, { activityGroupIds: [1, 2] })).cards))).toEqual(await inScope(link('offer_activity_group', [1, 2])));

    const withActivity = await inScope((q) => q.where((eb) => eb.exists(eb.selectFrom('offer_activity as a').select('a.offer_id').whereRef('a.offer_id', '=', 'o.id').where('a.activity_id', 'in', [4, 5]))));
    expect(withActivity.length).toBeGreaterThan(0);
    expect(sorted(ids((await allCards(db, { activityIds: [4, 5] })).cards))).toEqual(withActivity);
  });

  it('applies price bounds in cents to the shown price', async () => {
    const { cards } = await allCards(db, { price: { min: 10000, max: 20000 } });
    expect(cards.length).toBeGreaterThan(0);
    expect(sorted(ids(cards))).toEqual(await inScope((q) => q.where('o.sell_price', '>=', 10000).where('o.sell_price', '<=', 20000)));
  });

  it('prices gifts with the single-voucher price and filters on it', async () => {
    const { cards } = await allCards(db, { itemCategory: 'single_voucher', singleVoucherPrice: { min: 10000 }, orderBy: 'svPriceAsc' });
    const rows = await db
      .selectFrom('offer as o')
      .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
      .select(['o.id', 'o.sv_price'])
      .where('o.giftable', '=', 1)
      .where('o.published', '=', 1)
      .where('h.active', '=', 1)
      .where('o.sv_price', '>=', 10000)
      .where((eb) => eb.or([eb('o.expires_at', 'is', null), eb('o.expires_at', '>=', t.today)]))
      .execute();
    expect(sorted(ids(cards))).toEqual(sorted(rows.map((r) => Number(r.id))));
    const sv = new Map(rows.map((r) => [Number(r.id), Number(r.sv_price)]));
    for (const card of cards) {
      expect(card.priceType).toBe('gift');
      expect(card.itemCategory).toBe('single_voucher');
      expect(cents(card.sellPrice)).toBe(sv.get(card.id));
    }
    const prices = cards.map((c) => c.sellPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('keeps only giftable offers with performGiftableSearch, at their booking price', async () => {
    const { cards } = await allCards(db, { performGiftableSearch: true });
    expect(sorted(ids(cards))).toEqual(await inScope((q) => q.where('o.giftable', '=', 1).where('o.sv_price', 'is not', null)));
    for (const card of cards) expect(card.priceType).toBe('from');
  });

  it('prices activities per person for the participants', async () => {
    for (const adults of [1, 2]) {
      const { cards } = await allCards(db, { itemCategory: 'activity', family: { adults } });
      expect(cards.length).toBeGreaterThan(0);
      const pax = await db.selectFrom('offer_pax_price').select(['offer_id', 'sell_price']).where('adults', '=', adults).execute();
      const perPerson = new Map(pax.map((p) => [Number(p.offer_id), Math.floor(Number(p.sell_price) / adults)]));
      for (const card of cards) {
        expect(card.itemCategory).toBe('activity');
        expect(card.participants).toBe(adults);
        expect(cents(card.sellPrice)).toBe(perPerson.get(card.id));
      }
    }
  });

  describe('with dates and nights', () => {
    /** Whether an offer can be booked from checkin for nights, and its price for the family, from its availability rows. */
    async function bookable(checkin: string, nights: number, family: { adults: number; children: number; babies: number }) {
      const days = Array.from({ length: nights }, (_, i) => addDays(checkin, i));
      const rows = await db.selectFrom('availability').selectAll().where('day', 'in', days).execute();
      const offers = await base(family.adults + family.children).select(['o.id', 'o.min_nights', 'o.max_nights']).execute();
      const out = new Map<number, { price: number; rooms: number }>();
      for (const o of offers) {
        const own = rows.filter((r) => Number(r.offer_id) === Number(o.id));
        if (own.length !== nights || Number(o.min_nights) > nights || Number(o.max_nights) < nights) continue;
        if (own.some((r) => Number(r.closed) === 1 || Number(r.rooms_left) <= 0)) continue;
        if (Number(own.find((r) => r.day === checkin)!.min_stay) > nights) continue;
        const price = own.reduce((s, r) => s + Number(r.price) + Math.max(0, family.adults - 2) * Number(r.extra_adult_price) + family.children * Number(r.child_price) + family.babies * Number(r.baby_price), 0);
        out.set(Number(o.id), { price, rooms: Math.min(...own.map((r) => Number(r.rooms_left))) });
      }
      return out;
    }

    it('shows only offers bookable every night, for a room that fits 2 adults and a child, at the family price', async () => {
      const checkin = addDays(t.today, 45);
      const family = { adults: 2, children: 1, babies: 0 };
      const { cards, total } = await allCards(db, { checkin, nights: 2, family });
      const expected = await bookable(checkin, 2, family);
      expect(expected.size).toBeGreaterThan(0);
      expect(sorted(ids(cards))).toEqual(sorted([...expected.keys()]));
      expect(total).toBe(expected.size);
      const rooms = await db.selectFrom('offer as o').innerJoin('room as r', 'r.id', 'o.room_id').select(['o.id', 'r.max_capacity']).where('o.id', 'in', ids(cards)).execute();
      for (const room of rooms) expect(Number(room.max_capacity)).toBeGreaterThanOrEqual(3);
      for (const card of cards) {
        expect(card.priceType).toBe('final');
        expect(card.checkin).toBe(checkin);
        expect(card.nights).toBe(2);
        expect(cents(card.sellPrice)).toBe(expected.get(card.id)!.price);
        expect(card.availableRooms).toBe(expected.get(card.id)!.rooms);
      }
    });

    it("gives a dated card the cancellation deadline of the product page's quote, and an undated one none", async () => {
      const checkin = addDays(t.today, 45);
      const dated = (await allCards(db, { checkin, nights: 2, family: { adults: 2, children: 0, babies: 0 } })).cards;
      const days = new Map((await db.selectFrom('offer').select(['id', 'cancellable', 'cancellation_days']).where('id', 'in', ids(dated)).execute()).map((o) => [Number(o.id), o]));
      expect(dated.some((c) => c.cancellationPolicy.cancellable)).toBe(true);
      for (const card of dated) {
        const offer = days.get(card.id)!;
        expect(card.cancellationPolicy.cancellationDeadline).toBe(Number(offer.cancellable) === 1 ? addDays(checkin, -Number(offer.cancellation_days)) : null);
      }
      const undated = (await allCards(db, {})).cards;
      for (const card of undated) expect(card.cancellationPolicy.cancellationDeadline).toBeNull();
    });

    it('does not count babies in the room capacity but charges their nightly price', async () => {
      const checkin = addDays(t.today, 60);
      const withBaby = await allCards(db, { checkin, nights: 1, family: { adults: 2, children: 0, babies: 1 } });
      const expected = await bookable(checkin, 1, { adults: 2, children: 0, babies: 1 });
      expect(sorted(ids(withBaby.cards))).toEqual(sorted([...expected.keys()]));
      for (const card of withBaby.cards) expect(cents(card.sellPrice)).toBe(expected.get(card.id)!.price);
    });

    it('respects the minimum stay of the check-in day', async () => {
      const candidate = await db
        .selectFrom('availability as a')
        .innerJoin('offer as o', 'o.id', 'a.offer_id')
        .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
        .innerJoin('availability as b', (j) => j.onRef('b.offer_id', '=', 'a.offer_id'))
        .select(['a.offer_id', 'a.day', 'o.hotel_id'])
        .where('a.min_stay', '=', 2)
        .where('a.closed', '=', 0)
        .where('a.rooms_left', '>', 0)
        .where('o.item_category', '=', 'weekend')
        .where('o.published', '=', 1)
        .where('o.min_nights', '=', 1)
        .where('o.max_nights', '>=', 2)
        .where('o.expires_at', 'is', null)
        .where('h.active', '=', 1)
        .where('b.closed', '=', 0)
        .where('b.rooms_left', '>', 0)
        .where(sql<boolean>`b.day = ${sql.raw(databaseUrl ? "to_char(cast(a.day as date) + 1, 'YYYY-MM-DD')" : "date(a.day, '+1 day')")}`)
        .orderBy('a.day')
        .orderBy('a.offer_id')
        .executeTakeFirstOrThrow();
      const search = (nights: number) => searchOffers(db, criteria({ hotelId: Number(candidate.hotel_id), checkin: candidate.day, nights, packagesPerHotel: 20 }));
      expect(ids((await search(1)).exactMatch)).not.toContain(Number(candidate.offer_id));
      expect(ids((await search(2)).exactMatch)).toContain(Number(candidate.offer_id));
    });
  });

  describe('sorts', () => {
    const keyOf: Record<Exclude<OrderBy, 'distance' | 'svPriceAsc' | 'svPriceDesc'>, (c: OfferCard, extra: Map<number, number>) => number> = {
      priceQuality: (c) => -((c.hotel.review.average ?? 7) + c.promo / 20) / (c.sellPrice + 100),
      priceAsc: (c) => c.sellPrice,
      promo: (c) => -c.promo,
      popularity: (c, popularity) => -popularity.get(c.id)!,
    };
    const sameKeyInputs = (x: OfferCard, y: OfferCard, orderBy: keyof typeof keyOf) =>
      orderBy !== 'priceQuality' || (x.hotel.review.average === y.hotel.review.average && x.promo === y.promo && x.sellPrice === y.sellPrice);
    it.each(Object.keys(keyOf) as (keyof typeof keyOf)[])('orders by %s with ties broken by id', async (orderBy) => {
      const popularity = new Map((await db.selectFrom('offer').select(['id', 'popularity']).execute()).map((r) => [Number(r.id), Number(r.popularity)]));
      const { cards } = await allCards(db, { orderBy });
      expect(cards.length).toBeGreaterThan(100);
      for (let i = 1; i < cards.length; i++) {
        const [a, b] = [keyOf[orderBy](cards[i - 1], popularity), keyOf[orderBy](cards[i], popularity)];
        expect(a <= b + 1e-12).toBe(true);
        // Ties (the same inputs to the key; equal quotients of different inputs differ by float rounding) go by id.
        if (a === b && sameKeyInputs(cards[i - 1], cards[i], orderBy)) expect(cards[i - 1].id).toBeLessThan(cards[i].id);
      }
    });

    it('orders gifts by single-voucher price, highest first', async () => {
      const { cards } = await allCards(db, { itemCategory: 'single_voucher', orderBy: 'svPriceDesc' });
      for (let i = 1; i < cards.length; i++) {
        expect(cards[i - 1].sellPrice).toBeGreaterThanOrEqual(cards[i].sellPrice);
        if (cards[i - 1].sellPrice === cards[i].sellPrice) expect(cards[i - 1].id).toBeLessThan(cards[i].id);
      }
    });

    it('falls back to quality/price when sorting by distance without any position', async () => {
      const byDistance = await searchOffers(db, criteria({ orderBy: 'distance', pageSize: 30 }));
      const byQuality = await searchOffers(db, criteria({ orderBy: 'priceQuality', pageSize: 30 }));
      expect(byDistance.searchDetails.orderBy).toBe('priceQuality');
      expect(ids(byDistance.exactMatch)).toEqual(ids(byQuality.exactMatch));
    });
  });

  it('pages without overlap or gaps and keeps the total', async () => {
    const whole = await allCards(db, {});
    const seen: number[] = [];
    const totals = new Set<number>();
    for (let page = 0; page * 7 < Math.min(whole.total, 70); page++) {
      const answer = await searchOffers(db, criteria({ page, pageSize: 7 }));
      totals.add(answer.searchDetails.totalCount);
      expect(answer.searchDetails.page).toBe(page);
      seen.push(...ids(answer.exactMatch));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(ids(whole.cards).slice(0, seen.length));
    expect([...totals]).toEqual([whole.total]);
    const beyond = await searchOffers(db, criteria({ page: 5000, pageSize: 7 }));
    expect(beyond.exactMatch).toEqual([]);
    expect(beyond.searchDetails.totalCount).toBe(whole.total);
  });

  it('lists the offers of one hotel cheapest first, at most packagesPerHotel, and says when it has more', async () => {
    const hotel = await base().select(['o.hotel_id', sql<number>`count(*)`.as('n')]).groupBy('o.hotel_id').orderBy(sql`count(*)`, 'desc').orderBy('o.hotel_id').executeTakeFirstOrThrow();
    const answer = await searchOffers(db, criteria({ hotelId: Number(hotel.hotel_id), packagesPerHotel: 20 }));
    expect(answer.exactMatch.length).toBe(Math.min(20, Number(hotel.n)));
    expect(answer.searchDetails.flow).toBe('hotel');
    expect(answer.searchDetails.location).toMatchObject({ type: 'hotel', id: Number(hotel.hotel_id) });
    for (const card of answer.exactMatch) {
      expect(card.hotel.id).toBe(Number(hotel.hotel_id));
      expect(card.hasMoreOffers).toBe(Number(hotel.n) > 1);
    }
    const prices = answer.exactMatch.map((c) => c.sellPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const capped = await allCards(db, { packagesPerHotel: 1 });
    const hotels = capped.cards.map((c) => c.hotel.id);
    expect(new Set(hotels).size).toBe(hotels.length);
    const perHotel = await base().select(['o.hotel_id', sql<number>`count(*)`.as('n')]).groupBy('o.hotel_id').execute();
    expect(capped.total).toBe(perHotel.length);
    const more = new Map(perHotel.map((r) => [Number(r.hotel_id), Number(r.n) > 1]));
    for (const card of capped.cards) expect(card.hasMoreOffers).toBe(more.get(card.hotel.id));
  });

  it('gives card texts and labels in the locale of the request', async () => {
    for (const locale of ['es_ES', 'nl_BE'] as const) {
      const answer = await searchOffers(db, criteria({ locale, pageSize: 10 }));
      const texts = await db.selectFrom('offer_translation').select(['offer_id', 'label']).where('locale', '=', locale).where('offer_id', 'in', ids(answer.exactMatch)).execute();
      const cities = await db.selectFrom('place_name').select(['place_id', 'name']).where('kind', '=', 'city').where('locale', '=', locale).execute();
      const hotels = await db.selectFrom('hotel').select(['id', 'city_id']).where('id', 'in', answer.exactMatch.map((c) => c.hotel.id)).execute();
      for (const card of answer.exactMatch) {
        expect(card.label).toBe(texts.find((x) => Number(x.offer_id) === card.id)!.label);
        const cityId = Number(hotels.find((h) => Number(h.id) === card.hotel.id)!.city_id);
        expect(card.hotel.location.label).toBe(cities.find((c) => Number(c.place_id) === cityId)!.name);
      }
    }
  });

  it('carries each offer\'s automatic discount code (never for gifts) and its targeted label in the locale', async () => {
    const promoted = await db.selectFrom('offer').select(['id', 'auto_discount_code', 'auto_discount_value', 'targeted_label_id', 'giftable']).where('published', '=', 1).where('item_category', '=', 'weekend').where('auto_discount_code', 'is not', null).execute();
    expect(promoted.length).toBeGreaterThan(0);
    const { cards } = await allCards(db, {});
    const withCode = cards.filter((c) => c.autoDiscount);
    expect(sorted(withCode.map((c) => c.id))).toEqual(sorted(promoted.filter((p) => cards.some((c) => c.id === Number(p.id))).map((p) => Number(p.id))));
    for (const card of withCode) expect(card.autoDiscount).toEqual({ code: promoted.find((p) => Number(p.id) === card.id)!.auto_discount_code, value: Number(promoted.find((p) => Number(p.id) === card.id)!.auto_discount_value) });
    const gifts = await allCards(db, { itemCategory: 'single_voucher' });
    expect(gifts.cards.length).toBeGreaterThan(0);
    expect(gifts.cards.every((c) => c.autoDiscount === null)).toBe(true);

    const targeted = await db.selectFrom('offer').select(['id', 'targeted_label_id']).where('targeted_label_id', 'is not', null).execute();
    const labels = await db.selectFrom('vocabulary_label').select(['id', 'label']).where('kind', '=', 'targeted_label').where('locale', '=', 'it_IT').execute();
    const italian = await allCards(db, { locale: 'it_IT' });
    for (const card of italian.cards) {
      const row = targeted.find((x) => Number(x.id) === card.id);
      expect(card.targetedLabel).toBe(row ? labels.find((l) => Number(l.id) === Number(row.targeted_label_id))!.label : null);
    }
    expect(italian.cards.some((c) => c.targetedLabel)).toBe(true);
  });

  it('answers a map search with one item per hotel holding all its matching offers', async () => {
    const input: SearchCriteriaInput = { stars: [3, 4] };
    const { cards } = await allCards(db, input);
    const map = await mapSearch(db, criteria({ ...input, performMapSearch: true }));
    const hotelIds = map.exactMatch.map((item) => item.id);
    expect(new Set(hotelIds).size).toBe(hotelIds.length);
    expect(sorted(hotelIds)).toEqual(sorted([...new Set(cards.map((c) => c.hotel.id))]));
    expect(sorted(map.exactMatch.flatMap((item) => item.weekend.map((w) => w.id)))).toEqual(sorted(ids(cards)));
    const byId = new Map(cards.map((c) => [c.hotel.id, c.hotel.location]));
    for (const item of map.exactMatch) expect(item.location).toEqual({ lat: byId.get(item.id)!.lat, lng: byId.get(item.id)!.lng });
  });
});
