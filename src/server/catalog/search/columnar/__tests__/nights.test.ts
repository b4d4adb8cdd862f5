/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { findOpenNights } from '@/server/catalog/availability/availability.repository';
import { hotelAvailabilities } from '@/server/catalog/availability/hotel-availabilities.service';
import type { SeededTestDb } from '@/testing/test-db';
import { columnarOf, openNightsFromSearchIndex, searchEngineFor } from '../..';
import { addDays } from '@/lib/days';
import { seededSuiteDb, SUITE_DATABASES } from '../../test-support/suite-db';
import type { ColumnarIndex } from '../layout';
import { openNightsFromIndex } from '../nights';

/*
 * The hotel calendar reads a hotel's nights from the search index once it is loaded: the same rows as the
 * availability table gives (open, a room left; price, minimum stay, promotion), for any offers and days.
 */
describe.each(SUITE_DATABASES)('sellable nights from the search index on %s', (_name, databaseUrl) => {
  let t: SeededTestDb;
  let index: ColumnarIndex;
  let hotelIds: number[];
  const calendarsFromTable: unknown[] = [];
  const calendars = () => Promise.all(hotelIds.map((hotelId) => hotelAvailabilities(t.db, { hotelId, locale: 'fr_FR', month: t.today.slice(0, 7), length: 12 }, t.today)));
  beforeAll(async () => {
    t = await seededSuiteDb(databaseUrl);
    const rows = await t.db.selectFrom('offer').select('hotel_id').distinct().where('item_category', '=', 'weekend').orderBy('hotel_id').limit(15).execute();
    hotelIds = rows.map((r) => Number(r.hotel_id));
    // Before any search engine exists for this client, the calendar reads the availability table.
    expect(openNightsFromSearchIndex(t.db, [1], t.today, t.today)).toBeNull();
    calendarsFromTable.push(...(await calendars()));
    const columnar = columnarOf(searchEngineFor(t.db));
    if (!columnar) throw new Error('expected the columnar engine');
    index = await columnar.index();
  }, 180_000);
  afterAll(async () => {
    await t?.destroy();
  });

  it('are the rows of the availability table, for random offers and day ranges', async () => {
    const ids = Array.from(index.offerId);
    await fc.assert(
      fc.asyncProperty(fc.subarray(ids, { minLength: 1, maxLength: 6 }), fc.integer({ min: -20, max: 380 }), fc.integer({ min: 0, max: 400 }), async (offers, start, length) => {
        const from = addDays(t.today, start);
        const to = addDays(from, length);
        expect(openNightsFromIndex(index, offers, from, to)).toEqual(await findOpenNights(t.db, offers, from, to));
      }),
      { numRuns: 150 },
    );
  });

  it('give the hotel calendar the same 12 months as the table', async () => {
    expect(openNightsFromSearchIndex(t.db, [index.offerId[0]!], t.today, addDays(t.today, 3))).not.toBeNull();
    expect(await calendars()).toEqual(calendarsFromTable);
  });

  it('are not answered for an offer the index does not hold: the caller asks the table', () => {
    expect(openNightsFromIndex(index, [index.offerId[0]!, 999_999_999], t.today, addDays(t.today, 30))).toBeNull();
  });
});
