/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stayWeekendsSchema } from '@/contracts/stay-weekends.schema';
import { addDays } from '@/lib/days';
import { quoteStay } from '@/server/catalog/quote/quote.service';
import { stayWeekends } from '@/server/catalog/weekends/weekends.service';
import { countQueries } from '@/testing/query-count';
import type { SeededTestDb } from '@/testing/test-db';
import weekendsRoute from '../../pages/api/weekend/[id]/weekends.json';
import { call, isApiError, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';

/**
 * The next twelve weekends of the product page against the quote, on the seeded catalog: every bookable weekend's
 * price is the quote's total for the same stay and family (bookable, nothing adjusted), and no arrival of a weekend
 * the grid refuses is bookable by the quote.
 */
const FAMILIES = [
  { adult: 2, child: 0, baby: 0 },
  { adult: 2, child: 1, baby: 1 },
  { adult: 3, child: 2, baby: 0 },
];

describe.each(DATABASES)('the next twelve weekends on %s', (_name, url) => {
  let t: SeededTestDb;
  /** 10:00 UTC on the seed day: before the 20:00 cut-off everywhere. */
  let now: Date;
  let offerIds: number[];

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    now = new Date(`${t.today}T10:00:00Z`);
    const offers = await t.db.selectFrom('offer').select('id').where('item_category', '=', 'weekend').where('published', '=', 1).orderBy('id').limit(15).execute();
    offerIds = offers.map((o) => o.id);
  }, 180_000);
  afterAll(() => t?.destroy());

  it.each(FAMILIES.map((f) => [`${f.adult}+${f.child}+${f.baby}`, f] as const))('agrees with the quote on every weekend for a family of %s', async (_label, family) => {
    const disagreements: string[] = [];
    const seen = { bookable: 0, refused: 0 };
    for (const id of offerIds) {
      for (const nights of [undefined, 2]) {
        const grid = await stayWeekends(t.db, { id, nights, ...family, locale: 'fr_FR' }, now);
        expect(grid.weekends).toHaveLength(12);
        for (const w of grid.weekends) {
          if (w.status === 'bookable') {
            seen.bookable++;
            const quote = await quoteStay(t.db, { id, checkin: w.checkin!, nights: grid.nights, ...family, smartcapacity: true, activitySelectionList: [], locale: 'fr_FR' }, now);
            if (!quote.bookable || quote.priceInfo?.sellPrice !== w.sellPrice || quote.modifiedReservationCriteria !== null || quote.reservationCriteria.checkout !== w.checkout) {
              disagreements.push(`offer ${id} ${w.checkin} ${grid.nights}n: grid ${w.sellPrice}, quote ${quote.priceInfo?.sellPrice ?? quote.errors.map((e) => e.code).join()}`);
            }
          } else {
            seen.refused++;
            for (const checkin of [w.friday, addDays(w.friday, 1)]) {
              const quote = await quoteStay(t.db, { id, checkin, nights: grid.nights, ...family, smartcapacity: false, activitySelectionList: [], locale: 'fr_FR' }, now);
              if (quote.bookable) disagreements.push(`offer ${id} ${checkin} ${grid.nights}n: grid ${w.status}, quote bookable at ${quote.priceInfo?.sellPrice}`);
            }
          }
        }
        const prices = grid.weekends.flatMap((w) => (w.sellPrice === null ? [] : [w.sellPrice]));
        expect(grid.weekends.filter((w) => w.cheapest).map((w) => w.sellPrice)).toEqual(prices.filter((p) => p === Math.min(...prices)));
      }
    }
    expect(seen.bookable).toBeGreaterThan(0);
    expect(disagreements).toEqual([]);
  }, 180_000);

  it('reads the whole window’s availability in one query: the offer, then its nights', async () => {
    const counted = countQueries(t.db);
    await stayWeekends(counted.db, { id: offerIds[0]!, nights: 2, adult: 2, child: 0, baby: 0, locale: 'fr_FR' }, now);
    expect(counted.take()).toEqual(['select offer', 'select availability']);
  });

  it('answers the twelve weekends over HTTP, 400 to an unknown or bad field, 404 to an unknown offer', async () => {
    const answer = await call(weekendsRoute, { query: { id: String(offerIds[0]), adult: '2', child: '1', locale: 'fr_FR' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(stayWeekendsSchema.parse(answer.body).weekends).toHaveLength(12);
    for (const query of [{ checkin: t.today }, { nights: '15' }, { adult: '0' }, { id: 'abc' }] as Record<string, string>[]) {
      const refused = await call(weekendsRoute, { query: { id: String(offerIds[0]), ...query } });
      expect(refused.status).toBe(400);
      expect(isApiError(refused.body)).toBe(true);
    }
    expect((await call(weekendsRoute, { query: { id: '99999999' } })).status).toBe(404);
    expect((await call(weekendsRoute, { method: 'POST', query: { id: String(offerIds[0]) } })).status).toBe(405);
  });
});
