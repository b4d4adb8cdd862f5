/** @jest-environment node */
import { refundRetryDelayMs } from '../payment-refunds';

describe('refundRetryDelayMs: 1 min, doubling, at most an hour', () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [6, 1_920_000],
    [7, 3_600_000],
    [20, 3_600_000],
  ])('after attempt %i → %i ms', (attempts, delay) => expect(refundRetryDelayMs(attempts)).toBe(delay));
});
