import { describe, expect, it } from '@jest/globals';
import { countdownAt, nextTickIn, partsOf } from '../countdown';

const START = '2026-12-01T00:00:00.000Z';
const END = '2026-12-11T22:59:59.000Z';
const at = (iso: string) => Date.parse(iso);

describe('promo jumbotron countdown (§2.9)', () => {
  it.each([
    ['before the start', '2026-11-30T23:59:59.000Z', START, END, null, { visible: false }],
    ['at the start', START, START, END, null, { visible: true, remaining: { days: 10, hours: 22, minutes: 59, seconds: 59 }, done: false }],
    ['between start and end', '2026-12-11T21:58:58.400Z', START, END, null, { visible: true, remaining: { days: 0, hours: 1, minutes: 1, seconds: 0 }, done: false }],
    ['one second before the end', '2026-12-11T22:59:58.000Z', START, END, null, { visible: true, remaining: { days: 0, hours: 0, minutes: 0, seconds: 1 }, done: false }],
    ['at the end: zero', END, START, END, null, { visible: true, remaining: { days: 0, hours: 0, minutes: 0, seconds: 0 }, done: true }],
    ['after the end, opened then', '2026-12-12T08:00:00.000Z', START, END, null, { visible: false }],
    ['after the end, on screen since before: stays at zero', '2026-12-12T08:00:00.000Z', START, END, at('2026-12-11T22:00:00.000Z'), { visible: true, remaining: { days: 0, hours: 0, minutes: 0, seconds: 0 }, done: true }],
    ['without a start', '2026-12-05T00:00:00.000Z', null, END, null, { visible: false }],
    ['without an end', '2026-12-05T00:00:00.000Z', START, null, null, { visible: false }],
    ['with an unreadable date', '2026-12-05T00:00:00.000Z', 'tomorrow', END, null, { visible: false }],
    ['with the end before the start', '2026-12-05T00:00:00.000Z', END, START, null, { visible: false }],
  ])('%s', (_case, now, start, end, shownSince, expected) => {
    expect(countdownAt(at(now), start, end, shownSince)).toEqual(expected);
  });

  it('ticks down one second per second and stops at zero', () => {
    const shownSince = at('2026-12-11T22:59:57.000Z');
    const seconds = [0, 1, 2, 3, 4].map((s) => countdownAt(shownSince + s * 1000, START, END, shownSince)).map((c) => (c.visible ? c.remaining.seconds : null));
    expect(seconds).toEqual([2, 1, 0, 0, 0]);
  });

  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [-5000, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [90_061_999, { days: 1, hours: 1, minutes: 1, seconds: 1 }],
  ])('splits %i ms into days, hours, minutes and seconds', (ms, parts) => {
    expect(partsOf(ms)).toEqual(parts);
  });

  it.each([
    ['on a whole second before the end', '2026-12-11T22:59:50.000Z', 1000],
    ['400 ms into a second', '2026-12-11T22:59:50.400Z', 600],
  ])('waits for the next second %s', (_case, now, wait) => {
    expect(nextTickIn(at(now), END)).toBe(wait);
  });
});
