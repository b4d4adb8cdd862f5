/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { isoDay, type PointOfSaleToday } from '@/lib/days';
import { datesToRestore, parseStoredDates, serializeStoredDates } from '../stored-dates';

const at = (year: number, month: number, day: number, hour = 12, minute = 0): PointOfSaleToday => ({ day: isoDay(year, month, day), hour, minute });
const stored = serializeStoredDates('2026-03-29', '2026-03-31');

describe('stored dates', () => {
  it.each([
    [stored, { checkin: '2026-03-29', checkout: '2026-03-31', nights: 2 }],
    ['{"checkin":"2028-02-28","checkout":"2028-03-01","extra":1}', { checkin: '2028-02-28', checkout: '2028-03-01', nights: 2 }],
    ['{"checkin":"2026-12-31","checkout":"2027-01-01"}', { checkin: '2026-12-31', checkout: '2027-01-01', nights: 1 }],
    ['{"checkin":"2026-05-03","checkout":"2026-05-01"}', null],
    ['{"checkin":"2026-05-03","checkout":"2026-05-03"}', null],
    ['{"checkin":"2027-02-29","checkout":"2027-03-02"}', null],
    ['{"checkin":"2026-05-03"}', null],
    ['{"checkin":20260503,"checkout":20260505}', null],
    ['not json', null],
    ['null', null],
    ['[]', null],
    ['"2026-05-03"', null],
    ['', null],
    [null, null],
    [undefined, null],
    [42, null],
  ])('parseStoredDates(%p) → %p', (raw, expected) => {
    expect(parseStoredDates(raw)).toEqual(expected);
  });

  it.each<[string, { raw: unknown; page: string; flow: string; now: PointOfSaleToday }, boolean]>([
    ['home, booking, future', { raw: stored, page: 'home', flow: 'booking', now: at(2026, 3, 28) }, true],
    ['search, gifting, future', { raw: stored, page: 'search', flow: 'gifting', now: at(2026, 3, 28) }, true],
    ['check-in today before 20:00', { raw: stored, page: 'home', flow: 'booking', now: at(2026, 3, 29, 19, 59) }, true],
    ['check-in today at 20:00', { raw: stored, page: 'home', flow: 'booking', now: at(2026, 3, 29, 20, 0) }, false],
    ['check-in passed', { raw: stored, page: 'search', flow: 'booking', now: at(2026, 3, 30) }, false],
    ['activity flow', { raw: stored, page: 'search', flow: 'activity', now: at(2026, 3, 28) }, false],
    ['product page', { raw: stored, page: 'product', flow: 'booking', now: at(2026, 3, 28) }, false],
    ['unparsable storage', { raw: '{oops', page: 'home', flow: 'booking', now: at(2026, 3, 28) }, false],
    ['nothing stored', { raw: null, page: 'home', flow: 'booking', now: at(2026, 3, 28) }, false],
  ])('%s', (_name, input, restored) => {
    expect(datesToRestore(input)).toEqual(restored ? { checkin: '2026-03-29', checkout: '2026-03-31', nights: 2 } : null);
  });
});
