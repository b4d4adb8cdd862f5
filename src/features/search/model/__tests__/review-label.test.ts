/** @jest-environment node */
import { formatScore, reviewLabel, type ReviewLabelKey } from '../review-label';

describe('reviewLabel', () => {
  it.each<[number | null, number | undefined, boolean, ReviewLabelKey | null]>([
    [null, undefined, false, 'new'],
    [null, 0, true, 'new'],
    [8.7, 0, false, 'new'],
    [Number.NaN, 3, false, 'new'],
    [6.9, 10, true, null],
    [6.94, 10, true, null],
    [7, 10, false, null],
    [7, 10, true, 'good'],
    [7.9, 10, true, 'good'],
    [7.96, 10, true, 'veryGood'],
    [8, 10, false, null],
    [8, 10, true, 'veryGood'],
    [8.4, 10, true, 'veryGood'],
    [8.45, 10, true, 'excellent'],
    [8.5, 10, true, 'excellent'],
    [8.9, 10, false, null],
    [8.96, 10, false, 'fantastic'],
    [9, 10, false, 'fantastic'],
    [9.4, 10, true, 'fantastic'],
    [9.5, 10, false, 'perfect'],
    [10, 10, false, 'perfect'],
  ])('average %s of %s reviews, all incentives %s → %s', (average, count, allIncentivesShown, expected) => {
    expect(reviewLabel({ average, count }, { allIncentivesShown })).toBe(expected);
  });
});

describe('formatScore', () => {
  it.each([
    [8, 8],
    [8.44, 8.4],
    [8.45, 8.5],
    [8.46, 8.5],
    [9.99, 10],
    [7.25, 7.3],
  ])('%s → %s', (score, expected) => {
    expect(formatScore(score)).toBe(expected);
  });
});
