import { describe, expect, it } from '@jest/globals';
import { retryAfterSeconds, waitValues } from '../retry-after';

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-10-21T07:28:00Z');
  it.each([
    ['4', 4],
    ['3.2', 4],
    ['0', 1],
    [' 60 ', 60],
    ['Wed, 21 Oct 2026 07:28:30 GMT', 30],
    ['Wed, 21 Oct 2026 07:27:00 GMT', 1],
    ['soon', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads %p as %p seconds', (header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });
});

describe('waitValues', () => {
  it.each([
    [4, { unit: 'second', count: 4 }],
    [59, { unit: 'second', count: 59 }],
    [60, { unit: 'minute', count: 1 }],
    [61, { unit: 'minute', count: 2 }],
    [null, { unit: 'unknown', count: 0 }],
  ])('says %p seconds as %p', (seconds, values) => {
    expect(waitValues(seconds)).toEqual(values);
  });
});
