/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REVIEW_LANGUAGES, REVIEW_SORTS, reviewsResponseSchema, type ReviewSort } from '@/contracts/reviews.schema';
import { hotelReviews } from '@/server/catalog/reviews/reviews.service';
import type { CatalogLocale, ReviewLocale, Row } from '@/server/db/database';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import reviewsRoute from '../../pages/api/hotel/[hotelId]/reviews.json';
import { call, ENGINES, isApiError, useDbForRoutes } from './catalog-content.helpers';

type ReviewRow = Row<'review'>;
const round1 = (v: number) => Math.round(v * 10) / 10;
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

/** The documented order of each sort, with its tie-breaks, over plain rows. */
const ORDERS: Record<ReviewSort, (a: ReviewRow, b: ReviewRow) => number> = {
  DATE_DESC: (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
  DATE_ASC: (a, b) => a.date.localeCompare(b.date) || a.id - b.id,
  SCORE_DESC: (a, b) => b.average - a.average || b.date.localeCompare(a.date) || b.id - a.id,
  SCORE_ASC: (a, b) => a.average - b.average || b.date.localeCompare(a.date) || b.id - a.id,
};

describe.each(ENGINES)('hotel reviews on %s', (_engine, url) => {
  let t: SeededTestDb;
  let reviews: ReviewRow[];
  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: url });
    useDbForRoutes(t.db);
    reviews = await t.db.selectFrom('review').selectAll().execute();
  }, 180_000);
  afterAll(() => t?.destroy());

  const ofHotel = (hotelId: number, language?: ReviewLocale) => reviews.filter((r) => r.hotel_id === hotelId && (!language || r.locale === language));
  /** The hotel with the most reviews, and one with reviews but none in some language. */
  const busiestHotel = () => {
    const counts = new Map<number, number>();
    for (const r of reviews) counts.set(r.hotel_id, (counts.get(r.hotel_id) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
  };
  const hotelMissingLanguage = () => {
    for (const hotelId of [...new Set(reviews.map((r) => r.hotel_id))].sort((a, b) => a - b)) {
      const missing = REVIEW_LANGUAGES.find((l) => ofHotel(hotelId, l).length === 0);
      if (missing) return { hotelId, missing };
    }
    throw new Error('every hotel has reviews in every language');
  };
  const query = (hotelId: number, over: Partial<Parameters<typeof hotelReviews>[1]> = {}) =>
    hotelReviews(t.db, { hotelId, locale: 'fr_FR', page: 0, sort: 'DATE_DESC', withOtherLanguageFallback: false, ...over });

  it('answers the contract shape through the route, with the hotel summary of its language', async () => {
    const hotelId = busiestHotel();
    const answer = await call(reviewsRoute, { query: { hotelId: String(hotelId), locale: 'es_ES', client: 'msite', withOtherLanguageFallback: 'true' } });
    expect(answer.status).toBe(200);
    const body = reviewsResponseSchema.parse(answer.body);
    const own = ofHotel(hotelId, 'es_ES');
    const answered = own.length > 0 ? own : ofHotel(hotelId);
    expect(body.totalCount).toBe(answered.length);
    expect(body.score).toBe(round1(mean(answered.map((r) => r.average))));
    expect(body.details).toEqual({
      welcoming: round1(mean(answered.map((r) => r.welcoming))),
      comfort: round1(mean(answered.map((r) => r.comfort))),
      cleanliness: round1(mean(answered.map((r) => r.cleanliness))),
      food: round1(mean(answered.map((r) => r.food))),
      localization: round1(mean(answered.map((r) => r.localization))),
      priceQualityRatio: round1(mean(answered.map((r) => r.price_quality_ratio))),
    });
  });

  it.each(REVIEW_SORTS)('pages of 10 sorted %s cover every review once, in order', async (sort) => {
    const hotelId = busiestHotel();
    const expected = [...ofHotel(hotelId)].sort(ORDERS[sort]).map((r) => r.id);
    const pages = Math.ceil(expected.length / 10);
    const seen: number[] = [];
    for (let page = 0; page < pages; page++) {
      const answer = await query(hotelId, { sort, page, language: 'all' });
      expect(answer.list.length).toBe(page < pages - 1 ? 10 : expected.length - 10 * (pages - 1));
      seen.push(...answer.list.map((r) => r.id));
    }
    expect(seen).toEqual(expected);
  });

  it('answers an empty list past the last page, still counting every review', async () => {
    const hotelId = busiestHotel();
    const total = ofHotel(hotelId).length;
    const answer = await query(hotelId, { page: Math.ceil(total / 10), language: 'all' });
    expect(answer).toMatchObject({ totalCount: total, list: [] });
  });

  it.each([
    ['fr_FR', 'fr_FR'],
    ['fr_BE', 'fr_FR'],
    ['nl_BE', 'nl_NL'],
    ['nl_NL', 'nl_NL'],
    ['it_IT', 'it_IT'],
    ['es_ES', 'es_ES'],
  ] as [CatalogLocale, ReviewLocale][])('shows reviews of the %s visitor in %s by default', async (locale, language) => {
    const hotelId = busiestHotel();
    const answer = await query(hotelId, { locale });
    expect(answer.language).toBe(language);
    expect(answer.totalCount).toBe(ofHotel(hotelId, language).length);
    expect(answer.list.every((r) => r.locale === language)).toBe(true);
  });

  it('filters on the language asked, whatever the locale', async () => {
    const hotelId = busiestHotel();
    const answer = await query(hotelId, { locale: 'fr_FR', language: 'it_IT' });
    expect(answer.totalCount).toBe(ofHotel(hotelId, 'it_IT').length);
    expect(answer.list.every((r) => r.locale === 'it_IT')).toBe(true);
  });

  it('answers every language when the asked one has none and fallback is asked, and nothing otherwise', async () => {
    const { hotelId, missing } = hotelMissingLanguage();
    const without = await query(hotelId, { language: missing });
    expect(without).toMatchObject({ totalCount: 0, list: [], score: null, language: missing, languageFallback: false });
    const withFallback = await query(hotelId, { language: missing, withOtherLanguageFallback: true });
    expect(withFallback).toMatchObject({ totalCount: ofHotel(hotelId).length, language: 'all', languageFallback: true });
    expect(withFallback.list.length).toBe(Math.min(10, ofHotel(hotelId).length));
  });

  it('answers an empty summary for a hotel without reviews', async () => {
    const reviewed = new Set(reviews.map((r) => r.hotel_id));
    const quiet = (await t.db.selectFrom('hotel').select('id').orderBy('id').execute()).find((h) => !reviewed.has(h.id));
    if (!quiet) return;
    expect(await query(quiet.id, { language: 'all' })).toMatchObject({ totalCount: 0, score: null, list: [], details: { welcoming: null, food: null } });
  });

  it('answers 404 for an unknown hotel', async () => {
    const max = await t.db.selectFrom('hotel').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    const answer = await call(reviewsRoute, { query: { hotelId: String(Number(max.id) + 1) } });
    expect(answer.status).toBe(404);
    expect(isApiError(answer.body)).toBe(true);
  });

  it.each([
    ['a hotel id that is not a number', { hotelId: 'x' }],
    ['an unknown sort', { hotelId: '1', sort: 'PRICE_ASC' }],
    ['a negative page', { hotelId: '1', page: '-1' }],
    ['a page that is not a number', { hotelId: '1', page: 'next' }],
    ['a review language that does not exist', { hotelId: '1', language: 'de_DE' }],
    ['a locale that does not exist', { hotelId: '1', locale: 'en_GB' }],
    ['a fallback flag that is not a boolean', { hotelId: '1', withOtherLanguageFallback: 'yes' }],
    ['a repeated sort', { hotelId: '1', sort: ['DATE_ASC', 'DATE_DESC'] }],
  ])('answers 400 for %s', async (_case, q) => {
    const answer = await call(reviewsRoute, { query: q });
    expect(answer.status).toBe(400);
    expect(isApiError(answer.body)).toBe(true);
  });
});
