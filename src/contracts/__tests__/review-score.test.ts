import { readReviewScore, readSummaryScore, UNREADABLE_REVIEW_SCORE } from '../reviews';
import { reviewsResponseSchema } from '../reviews.schema';

describe('readReviewScore: a score that cannot be read counts as 4 (product §9)', () => {
  it.each([
    [8.5, 8.5],
    [0, 0],
    [10, 10],
    ['9.2', 9.2],
    ['7,5', 7.5],
    [' 6 ', 6],
    ['n/a', 4],
    ['', 4],
    [null, 4],
    [undefined, 4],
    [Number.NaN, 4],
    [Number.POSITIVE_INFINITY, 4],
    [-1, 4],
    [12, 4],
    [{ value: 8 }, 4],
  ])('%j → %d', (raw, expected) => {
    expect(readReviewScore(raw)).toBe(expected);
  });

  it('is four', () => expect(UNREADABLE_REVIEW_SCORE).toBe(4));
});

describe('readSummaryScore: no score stays none (New), an unreadable one counts as 4', () => {
  it.each([
    [null, null],
    [undefined, null],
    [8.1, 8.1],
    ['abc', 4],
  ])('%j → %j', (raw, expected) => {
    expect(readSummaryScore(raw)).toBe(expected);
  });
});

describe('the reviews answer reads unreadable scores as 4 instead of failing', () => {
  const answer = (average: unknown, score: unknown) => ({
    totalCount: 1,
    score,
    list: [{ id: 1, locale: 'fr_FR', customer: 'Anne', type: 'couple', date: '2026-10-01', average, positive: 'Calme', negative: '' }],
    details: { welcoming: null, comfort: null, cleanliness: null, food: null, localization: null, priceQualityRatio: null },
    page: 0,
    pageSize: 10,
    language: 'fr_FR',
    languageFallback: false,
  });

  it('keeps readable scores', () => {
    const parsed = reviewsResponseSchema.parse(answer(9.1, 9.1));
    expect(parsed.list[0].average).toBe(9.1);
    expect(parsed.score).toBe(9.1);
  });

  it('counts a review and a summary it cannot read as 4', () => {
    const parsed = reviewsResponseSchema.parse(answer('great', 'n/a'));
    expect(parsed.list[0].average).toBe(4);
    expect(parsed.score).toBe(4);
  });

  it('keeps a summary without reviews as no score', () => {
    expect(reviewsResponseSchema.parse({ ...answer(8, null), totalCount: 0, list: [] }).score).toBeNull();
  });
});
