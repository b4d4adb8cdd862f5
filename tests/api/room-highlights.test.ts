/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hotelDetailSchema } from '@/contracts/hotel-detail.schema';
import { ROOM_HIGHLIGHT_FACILITIES } from '@/server/catalog/hotel/hotel-detail.service';
import { ROOM_FEATURES } from '@/server/db/seed/vocabularies';
import type { SeededTestDb } from '@/testing/test-db';
import detailRoute from '../../pages/api/hotels/[hotelId]/detail.json';
import { call, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';

const SEA_VIEW_ROOMS = new Set(['sea_view', 'suite', 'junior_suite']);

describe.each(DATABASES)("rooms' own highlights on %s", (_engine, url) => {
  let t: SeededTestDb;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
  }, 240_000);
  afterAll(() => t?.destroy());

  it('labels every room feature in the six catalog locales, and the seed gives many rooms some, never more than 4', async () => {
    const labels = await t.db.selectFrom('vocabulary_label').select(['id', 'locale', 'label']).where('kind', '=', 'room_feature').execute();
    expect(labels).toHaveLength(ROOM_FEATURES.length * 6);
    expect(labels.every((l) => l.label.length > 0)).toBe(true);
    const rooms = await t.db.selectFrom('room').select(['id', 'features']).execute();
    const features = rooms.map((r) => JSON.parse(r.features) as number[]);
    expect(features.filter((f) => f.length > 0).length).toBeGreaterThan(rooms.length / 2);
    expect(Math.max(...features.map((f) => f.length))).toBeLessThanOrEqual(4);
    const ids = new Set(ROOM_FEATURES.map((f) => f.id));
    for (const f of features) {
      expect(f.every((id) => ids.has(id))).toBe(true);
      expect(f).toEqual([...f].sort((a, b) => ROOM_FEATURES.findIndex((x) => x.id === a) - ROOM_FEATURES.findIndex((x) => x.id === b)));
    }
  });

  it("answers roomHighlights: the room's own features in the locale first, then the hotel's room facilities it has", async () => {
    // Hotels whose rooms have features and the hotel some room facilities, with a published stay.
    const hotels = await t.db
      .selectFrom('offer')
      .innerJoin('room', 'room.id', 'offer.room_id')
      .select('offer.hotel_id')
      .where('offer.item_category', '=', 'weekend')
      .where('offer.published', '=', 1)
      .where('room.features', '<>', '[]')
      .groupBy('offer.hotel_id')
      .orderBy('offer.hotel_id')
      .limit(6)
      .execute();
    expect(hotels.length).toBeGreaterThan(0);
    let checked = 0;
    for (const { hotel_id: hotelId } of hotels) {
      for (const locale of ['fr_FR', 'nl_NL'] as const) {
        const answer = await call(detailRoute, { query: { hotelId: String(hotelId), locale } });
        expect(answer.status).toBe(200);
        const body = hotelDetailSchema.parse(answer.body);
        const featureLabels = new Map(
          (await t.db.selectFrom('vocabulary_label').select(['id', 'label']).where('kind', '=', 'room_feature').where('locale', '=', locale).execute()).map((l) => [Number(l.id), l.label]),
        );
        const facilityCodes = new Set(
          (await t.db.selectFrom('hotel_facility as hf').innerJoin('vocabulary as v', (j) => j.onRef('v.id', '=', 'hf.value_id').on('v.kind', '=', 'facility')).select('v.code').where('hf.hotel_id', '=', hotelId).execute()).map(
            (r) => r.code,
          ),
        );
        const facilityLabels = new Map(
          (await t.db.selectFrom('vocabulary as v').innerJoin('vocabulary_label as l', (j) => j.onRef('l.kind', '=', 'v.kind').onRef('l.id', '=', 'v.id')).select(['v.code', 'l.label']).where('v.kind', '=', 'facility').where('l.locale', '=', locale).execute()).map(
            (r) => [r.code, r.label],
          ),
        );
        const stored = new Map((await t.db.selectFrom('room').select(['uuid', 'features']).where('hotel_id', '=', hotelId).execute()).map((r) => [r.uuid, JSON.parse(r.features) as number[]]));
        for (const room of body.rooms) {
          const own = stored.get(room.uuid)!.map((id) => featureLabels.get(id)!);
          const facilities = ROOM_HIGHLIGHT_FACILITIES.filter((code) => facilityCodes.has(code) && (code !== 'sea_view' || SEA_VIEW_ROOMS.has(room.type))).map((code) => facilityLabels.get(code)!);
          expect(room.roomHighlights).toEqual([...new Set([...own, ...facilities])]);
          if (own.length > 0) checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
