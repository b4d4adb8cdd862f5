/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { flagsUnavailableDate, POINT_OF_SALE_TIME_ZONES, quoteErrorMessage, type Quote } from '@/contracts/quote';
import {
  adjustActivitySelections,
  adjustNights,
  cancellationDeadline,
  capacityError,
  checkinError,
  isFlashDeal,
  localTaxOf,
  localTaxToPayAtHotel,
  nightsError,
  pricePerNight,
  programLineType,
  roomsAmountMessage,
} from '../quote-rules';
import { todayAt } from '@/lib/days';

describe('todayAt and the 20:00 order cut-off, on each point of sale clock', () => {
  it('reads each point of sale on its own zone', () => {
    expect(POINT_OF_SALE_TIME_ZONES).toEqual({ fr_FR: 'Europe/Paris', es_ES: 'Europe/Madrid', fr_BE: 'Europe/Brussels', nl_BE: 'Europe/Brussels', nl_NL: 'Europe/Amsterdam', it_IT: 'Europe/Rome' });
  });

  // 2026-07-10T18:30Z is 20:30 in Paris, Madrid, Brussels, Amsterdam and Rome (CEST, UTC+2).
  const evening = new Date('2026-07-10T18:30:00Z');
  const afternoon = new Date('2026-07-10T17:59:59Z');
  // 2026-12-31T23:30Z is already 2027-01-01 00:30 in Paris (CET, UTC+1).
  const newYear = new Date('2026-12-31T23:30:00Z');

  it.each([
    ['fr_FR', evening, { day: '2026-07-10', hour: 20 }],
    ['es_ES', afternoon, { day: '2026-07-10', hour: 19 }],
    ['nl_BE', newYear, { day: '2027-01-01', hour: 0 }],
    ['it_IT', newYear, { day: '2027-01-01', hour: 0 }],
  ] as const)('%s at %s', (locale, now, expected) => {
    expect(todayAt(locale, now)).toMatchObject(expected);
  });

  it.each([
    ['a check-in yesterday', '2026-07-09', afternoon, 'fr_FR', 'CHECKIN_IN_PAST'],
    ['today before 20:00', '2026-07-10', afternoon, 'fr_FR', null],
    ['today at 20:00 or later', '2026-07-10', evening, 'es_ES', 'CHECKIN_IN_PAST'],
    ['tomorrow, after 20:00', '2026-07-11', evening, 'nl_NL', null],
    ['UTC yesterday that is the local today', '2026-12-31', newYear, 'fr_BE', 'CHECKIN_IN_PAST'],
    ['the local today just after midnight', '2027-01-01', newYear, 'it_IT', null],
  ] as const)('%s', (_name, checkin, now, locale, expected) => {
    expect(checkinError(checkin, locale, now)).toBe(expected);
  });
});

describe('adjustNights', () => {
  const rules = { minNights: 1, maxNights: 3, checkinMinStay: 1 };
  it.each([
    ['within bounds', 2, rules, true, { nights: 2, change: null, error: null }],
    ['below a check-in minimum stay, smart', 1, { ...rules, checkinMinStay: 2 }, true, { nights: 2, change: { field: 'nights', requested: 1, applied: 2, reason: 'MIN_STAY' }, error: null }],
    ['below the offer minimum, not smart', 1, { ...rules, minNights: 2 }, false, { nights: 1, change: null, error: 'MIN_STAY' }],
    ['above the maximum, smart', 5, rules, true, { nights: 3, change: { field: 'nights', requested: 5, applied: 3, reason: 'MAX_NIGHTS' }, error: null }],
    ['above the maximum, not smart', 5, rules, false, { nights: 5, change: null, error: 'MAX_NIGHTS' }],
    ['a minimum stay no length can meet', 1, { ...rules, checkinMinStay: 4 }, true, { nights: 1, change: null, error: 'MIN_STAY' }],
    ['check-in night unknown', 2, { ...rules, checkinMinStay: null }, true, { nights: 2, change: null, error: null }],
  ] as const)('%s', (_name, requested, r, smart, expected) => {
    expect(adjustNights(requested, r, smart)).toEqual(expected);
  });
});

describe('adjustActivitySelections', () => {
  const program = [
    { activityId: 1, needsDate: false },
    { activityId: 8, needsDate: true },
    { activityId: 9, needsDate: true },
  ];
  it.each([
    ['valid dates are kept as sent', ['8_0', '9_1'], 2, ['8_0', '9_1'], false],
    ['nothing chosen', [], 2, [], false],
    ['a day past the stay is dropped', ['8_2', '9_1'], 2, ['9_1'], true],
    ['an activity outside the program or without a date is dropped', ['5_0', '1_0', '8_1'], 2, ['8_1'], true],
    ['a later date of the same activity replaces the earlier one', ['8_0', '8_1'], 2, ['8_1'], true],
    ['malformed entries are dropped', ['x_1', '8_1'], 2, ['8_1'], true],
  ] as const)('%s', (_name, requested, nights, list, changed) => {
    const out = adjustActivitySelections(requested, program, nights);
    expect(out.list).toEqual(list);
    expect(out.change === null).toBe(!changed);
    if (changed) expect(out.change).toMatchObject({ field: 'activitySelectionList', requested, applied: list, reason: 'ACTIVITY_DATE' });
  });
});

describe('nightsError and capacityError', () => {
  const open = (day: string) => ({ day, closed: 0, rooms_left: 4, min_stay: 1 });
  it.each([
    ['every night open', [open('2026-07-10'), open('2026-07-11')], null],
    ['a night missing', [open('2026-07-10'), undefined], 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN'],
    ['a closed night', [{ ...open('2026-07-10'), closed: 1 }], 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN'],
    ['no room left one night', [open('2026-07-10'), { ...open('2026-07-11'), rooms_left: 0 }], 'NO_ROOM_LEFT'],
  ] as const)('%s', (_name, nights, expected) => {
    expect(nightsError(nights)).toBe(expected);
  });
  it.each([
    [{ adult: 2, child: 1, baby: 1 }, 3, null],
    [{ adult: 2, child: 2, baby: 0 }, 3, 'CAPACITY_EXCEEDED'],
    [{ adult: 4, child: 0, baby: 0 }, null, null],
  ] as const)('%j in a room for %s', (family, max, expected) => {
    expect(capacityError(family, max)).toBe(expected);
  });
});

describe('money rules', () => {
  it.each([
    [20000, 2, 10000],
    [20001, 2, 10001],
    [10000, 3, 3334],
    [9999, 1, 9999],
    [5000, 0, 5000],
  ])('pricePerNight(%i, %i) = %i: rounded up to the cent (§1)', (total, nights, expected) => {
    expect(pricePerNight(total, nights)).toBe(expected);
  });

  it.each([
    ['per adult and night, children exempt', { type: 'PER_PERSON_PER_NIGHT', amount: 220, percentage: null, paidAtHotel: true }, { adult: 2, nights: 2, price: 30000 }, 880, 880],
    ['a percentage of the stay, to the cent', { type: 'BOOKING_PERCENTAGE', amount: null, percentage: 7.5, paidAtHotel: true }, { adult: 2, nights: 1, price: 12345 }, 926, 926],
    ['included in the price: nothing apart', { type: 'PER_PERSON_PER_NIGHT', amount: 100, percentage: null, paidAtHotel: false }, { adult: 2, nights: 1, price: 10000 }, 200, 0],
    ['without dates: no total', { type: 'PER_PERSON_PER_NIGHT', amount: 100, percentage: null, paidAtHotel: true }, null, null, 0],
  ] as const)('local tax: %s', (_name, tax, stay, total, apart) => {
    const info = localTaxOf(tax, stay);
    expect(info?.totalAmount).toBe(total);
    expect(localTaxToPayAtHotel(info)).toBe(apart);
  });
  it('no local tax: null', () => {
    expect(localTaxOf({ type: null, amount: null, percentage: null, paidAtHotel: true }, { adult: 2, nights: 1, price: 1 })).toBeNull();
  });
});

describe('small rules', () => {
  it.each([
    ['2026-07-20', true, 7, '2026-07-13'],
    ['2026-03-02', true, 2, '2026-02-28'],
    ['2026-07-20', false, 0, null],
  ] as const)('cancellation deadline of %s (cancellable %s, %i days)', (checkin, cancellable, days, expected) => {
    expect(cancellationDeadline(checkin, cancellable, days)).toBe(expected);
  });
  it.each([
    [null, null],
    [0, null],
    [1, { roomsLeft: 1 }],
    [3, { roomsLeft: 3 }],
    [4, null],
  ])('rooms-left warning for %s rooms', (rooms, expected) => {
    expect(roomsAmountMessage(rooms)).toEqual(expected);
  });
  it.each([
    [[20, 25], true],
    [[20, 19], false],
    [[], false],
  ])('flash deal for promos %j', (promos, expected) => {
    expect(isFlashDeal(promos)).toBe(expected);
  });
  it.each([
    ['breakfast', null, 'breakfast'],
    ['gourmet_dinner', 2, 'dinner'],
    ['late_checkout', null, 'extra'],
    ['bubbles_in_room', 3, 'extra'],
    ['wine_tasting', 3, 'activity'],
  ] as const)('program line type of %s', (code, group, expected) => {
    expect(programLineType(code, group)).toBe(expected);
  });
});

describe('what the visitor is told about a quote (§5)', () => {
  const priceInfo = { sellPrice: 1, refPrice: null, promoPercentageRounded: 0, moneySaved: 0, priceType: 'final', nbRooms: 1, nights: 1, pricePerNight: 1, currency: 'EUR' } as const;
  const q = (over: Partial<Quote>) => ({ bookable: false, priceInfo: null, errors: [], ...over }) as Pick<Quote, 'bookable' | 'priceInfo' | 'errors'>;
  it.each([
    ['bookable with price info', q({ bookable: true, priceInfo }), null],
    ['the first error code', q({ errors: [{ code: 'MIN_STAY', message: 'm' }, { code: 'NO_ROOM_LEFT', message: 'n' }] }), 'MIN_STAY'],
    ['bookable but no price info, no error', q({ bookable: true }), 'The offer is not bookable with these criterias'],
    ['not bookable, no error', q({}), 'The offer is not bookable with these criterias'],
    ['no quote at all', null, 'Quote error'],
  ])('%s', (_name, quote, expected) => {
    expect(quoteErrorMessage(quote)).toBe(expected);
  });
  it.each([
    [[{ code: 'CHECKIN_IN_PAST', message: '' }], true],
    [[{ code: 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN', message: '' }], true],
    [[{ code: 'MIN_STAY', message: '' }], false],
  ] as const)('errors %j flag the date unavailable: %s', (errors, expected) => {
    expect(flagsUnavailableDate({ errors: [...errors] })).toBe(expected);
  });
});
