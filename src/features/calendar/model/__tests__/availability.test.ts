/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  calendarLegend,
  checkinMinimumStay,
  dayMarker,
  giftDayAvailability,
  minimumStayHint,
  type Availabilities,
  type DayAvailability,
} from '../availability';

const availabilities: Availabilities = {
  '2026-05-01': { price: '89 €', amount: 89, minLos: 1, promo: 0, bestPriceOfTheMonth: true },
  '2026-05-02': { price: '99 €', amount: 99, minLos: 2, promo: 15 },
  '2026-05-03': { price: '109 €', amount: 109, minLos: 3 },
  '2026-05-04': null,
  '2026-05-05': { price: '', amount: null, minLos: null },
};

describe('day markers', () => {
  it.each([
    ['2026-05-01', { priceText: '89 €', amount: 89, hasMinimumStay: false, minimumStay: null, promo: false, bestPriceOfTheMonth: true }],
    ['2026-05-02', { priceText: '99 €', amount: 99, hasMinimumStay: true, minimumStay: 2, promo: true, bestPriceOfTheMonth: false }],
    ['2026-05-03', { priceText: '109 €', amount: 109, hasMinimumStay: true, minimumStay: 3, promo: false, bestPriceOfTheMonth: false }],
    ['2026-05-05', { priceText: null, amount: null, hasMinimumStay: false, minimumStay: null, promo: false, bestPriceOfTheMonth: false }],
    ['2026-05-04', null],
    ['2026-05-06', null],
  ])('dayMarker(%s) → %p', (day, expected) => {
    expect(dayMarker(day, availabilities)).toEqual(expected);
  });

  it('shows nothing while availabilities are unknown', () => {
    expect(dayMarker('2026-05-01', null)).toBeNull();
    expect(dayMarker('2026-05-01', undefined)).toBeNull();
  });
});

describe('minimum stay', () => {
  it.each([
    ['2026-05-01', null],
    ['2026-05-02', { key: 'calendar.minimumStay.hint', count: 2 }],
    ['2026-05-03', { key: 'calendar.minimumStay.hint', count: 3 }],
    ['2026-05-04', null],
    [null, null],
  ])('hint on check-in %p → %p', (checkin, expected) => {
    expect(minimumStayHint(checkin, availabilities)).toEqual(expected);
    expect(checkinMinimumStay(checkin, availabilities)).toBe(expected?.count ?? null);
  });

  it.each<[string, Availabilities | null, string[] | undefined, ReturnType<typeof calendarLegend>]>([
    ['no starred day', { '2026-05-01': { minLos: 1 } }, undefined, null],
    ['one stay everywhere', { '2026-05-01': { minLos: 2 }, '2026-05-02': { minLos: 1 }, '2026-05-03': { minLos: 2 } }, undefined, { key: 'calendar.legend.minimumStay', count: 2 }],
    ['different stays', availabilities, undefined, { key: 'calendar.legend.multipleNights' }],
    ['only the visible days count', availabilities, ['2026-05-01', '2026-05-03'], { key: 'calendar.legend.minimumStay', count: 3 }],
    ['unknown availabilities', null, undefined, null],
  ])('legend: %s', (_name, known, days, expected) => {
    expect(calendarLegend(known, days)).toEqual(expected);
  });
});

describe('gift redemption day availability', () => {
  it.each<[string, DayAvailability | null | undefined, number, number, ReturnType<typeof giftDayAvailability>]>([
    ['price below the gift', { displayTotalPrice: 180, minLos: 1 }, 200, 1, { status: 'included', supplement: 0 }],
    ['price equal to the gift', { displayTotalPrice: 200, minLos: 1 }, 200, 1, { status: 'included', supplement: 0 }],
    ['price above the gift', { displayTotalPrice: 230, minLos: 2 }, 200, 2, { status: 'supplement', supplement: 30 }],
    ['amount when no total price', { amount: 250 }, 200, 1, { status: 'supplement', supplement: 50 }],
    ['minimum stay longer than the stay', { displayTotalPrice: 150, minLos: 3 }, 200, 2, { status: 'notAvailable' }],
    ['minimum stay equal to the stay', { displayTotalPrice: 150, minLos: 2 }, 200, 2, { status: 'included', supplement: 0 }],
    ['no data', null, 200, 1, { status: 'notAvailable' }],
    ['missing day', undefined, 200, 1, { status: 'notAvailable' }],
    ['no price', { minLos: 1 }, 200, 1, { status: 'notAvailable' }],
  ])('%s', (_name, entry, giftValue, stayLength, expected) => {
    expect(giftDayAvailability(entry, giftValue, stayLength)).toEqual(expected);
  });
});
