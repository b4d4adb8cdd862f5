import { describe, expect, it } from '@jest/globals';
import type { BookedStay } from '@/contracts/booking-modification';
import { historyRows } from '../modification-history';

const STAY: BookedStay = { offerId: 42, label: 'Week-end détente', checkin: '2026-12-04', checkout: '2026-12-06', nights: 2, guests: { adults: 2, children: 0, babies: 0 }, activityDays: [] };

describe('historyRows (what a modification shows on My booking)', () => {
  it.each([
    // [case, before, after, rows]
    ['other dates', {}, { checkin: '2026-12-11', checkout: '2026-12-13' }, ['dates', 'guests', 'total']],
    ['another stay of the hotel', {}, { offerId: 43, label: 'Escapade gourmande' }, ['stay', 'dates', 'guests', 'total']],
    ['an activity day moved', { activityDays: ['2026-12-05'] }, { activityDays: ['2026-12-04'] }, ['dates', 'guests', 'activityDays', 'total']],
    ['activity days gone with a one-night stay', { activityDays: ['2026-12-05'] }, { nights: 1 }, ['dates', 'guests', 'activityDays', 'total']],
    ['a change stored before the guests were kept', { guests: null }, { guests: null }, ['dates', 'total']],
  ] as const)('%s', (_case, before, after, rows) => {
    expect(historyRows({ before: { ...STAY, ...before }, after: { ...STAY, ...after } })).toEqual(rows);
  });
});
