/** @jest-environment node */
import {
  activityDayOptions,
  allowedCheckoutDays,
  changeDates,
  checkBooking,
  chooseActivityDate,
  currentStep,
  firstBookableDay,
  initialBookingState,
  isAllowedCheckin,
  isAllowedCheckout,
  parseActivityDateValue,
  stayNights,
} from '../booking-steps';

// 12:00 in Paris.
const NOON = new Date('2026-11-26T11:00:00Z');
// 20:30 in Paris.
const EVENING = new Date('2026-11-26T19:30:00Z');

describe('firstBookableDay: today, tomorrow from 20:00 in Paris', () => {
  it.each([
    [NOON, '2026-11-26'],
    [EVENING, '2026-11-27'],
    [new Date('2026-11-26T18:59:00Z'), '2026-11-26'],
    [new Date('2026-11-26T23:30:00Z'), '2026-11-27'],
    [new Date('2026-07-01T17:59:00Z'), '2026-07-01'],
    [new Date('2026-07-01T18:00:00Z'), '2026-07-02'],
  ])('%s → %s', (now, day) => expect(firstBookableDay(now)).toBe(day));
});

describe('isAllowedCheckin', () => {
  it.each<[string, Date, ReadonlySet<string> | null, boolean]>([
    ['2026-11-26', NOON, null, true],
    ['2026-11-26', EVENING, null, false],
    ['2026-11-25', NOON, null, false],
    ['2027-11-26', NOON, null, true],
    ['2027-11-27', NOON, null, false],
    ['2026-12-04', NOON, new Set(['2026-12-04']), true],
    ['2026-12-05', NOON, new Set(['2026-12-04']), false],
    ['2026-02-30', NOON, null, false],
  ])('%s at %s with %j → %s', (day, now, available, expected) => expect(isAllowedCheckin(day, { now, availableDays: available })).toBe(expected));
});

describe('allowed checkout days', () => {
  it.each<[string, string, number[] | null, boolean]>([
    ['2026-12-04', '2026-12-06', [2, 3], true],
    ['2026-12-04', '2026-12-05', [2, 3], false],
    ['2026-12-04', '2026-12-05', null, true],
    ['2026-12-04', '2026-12-04', null, false],
    ['2026-12-04', '2026-12-19', null, false],
  ])('%s → %s with %j: %s', (checkin, checkout, nights, expected) => expect(isAllowedCheckout(checkin, checkout, nights)).toBe(expected));

  it('lists the checkout days of the allowed nights, sorted, without duplicates or bad counts', () => {
    expect(allowedCheckoutDays('2026-12-30', [3, 1, 3, 0, 20, 1.5])).toEqual(['2026-12-31', '2027-01-02']);
  });
});

describe('stayNights', () => {
  it.each<[string | null, string | null, Date, number | null]>([
    ['2026-12-04', '2026-12-06', NOON, 2],
    ['2026-11-26', '2026-11-27', NOON, 1],
    ['2026-11-26', '2026-11-27', EVENING, null],
    ['2026-12-04', null, NOON, null],
    ['2026-12-04', '2026-12-04', NOON, null],
    ['2026-12-04', '2026-12-19', NOON, null],
  ])('%s → %s at %s: %s', (checkin, checkout, now, expected) => expect(stayNights({ checkin, checkout }, now)).toBe(expected));
});

describe('activity dates', () => {
  it('reads the catalog value: activity id, underscore, day index', () => {
    expect(parseActivityDateValue('123_1')).toEqual({ activityId: 123, dayIndex: 1 });
    expect(parseActivityDateValue('123-1')).toBeNull();
    expect(parseActivityDateValue('0_1')).toBeNull();
    expect(parseActivityDateValue('_1')).toBeNull();
  });

  it('offers each day of the stay, from check-in to the last night (the quote keeps no other)', () => {
    expect(activityDayOptions(7, '2026-12-04', 2)).toEqual([
      { value: '7_0', date: '2026-12-04' },
      { value: '7_1', date: '2026-12-05' },
    ]);
  });

  it('replaces an earlier date of the same activity and ignores a value of another one', () => {
    let state = chooseActivityDate(initialBookingState(), 7, '7_0');
    state = chooseActivityDate(state, 7, '7_1');
    state = chooseActivityDate(state, 8, '7_2');
    expect(state.activityDates).toEqual({ 7: '7_1' });
  });

  it('forgets activity dates and the option when the dates change, not when they stay', () => {
    const state = { ...initialBookingState({ checkin: '2026-12-04', checkout: '2026-12-06' }), activityDates: { 7: '7_1' }, optionId: 3 };
    expect(changeDates(state, '2026-12-04', '2026-12-06')).toBe(state);
    expect(changeDates(state, '2026-12-05', '2026-12-06')).toMatchObject({ activityDates: {}, optionId: null });
  });
});

describe('checkBooking and currentStep', () => {
  const context = { activityIds: [7, 8], optionCount: 2, now: NOON };
  const dated = initialBookingState({ checkin: '2026-12-04', checkout: '2026-12-06' });

  it.each<[string, ReturnType<typeof initialBookingState>, ReturnType<typeof checkBooking>]>([
    ['no dates', initialBookingState(), { ok: false, step: 'dates', message: 'datesRequired' }],
    ['half dates', initialBookingState({ checkin: '2026-12-04' }), { ok: false, step: 'dates', message: 'datesRequired' }],
    ['no activity date', dated, { ok: false, step: 'activityDates', message: 'activityDatesRequired', missing: [7, 8] }],
    ['one activity date', { ...dated, activityDates: { 7: '7_0' } }, { ok: false, step: 'activityDates', message: 'activityDatesRequired', missing: [8] }],
    ['the checkout day', { ...dated, activityDates: { 7: '7_0', 8: '8_2' } }, { ok: false, step: 'activityDates', message: 'activityDatesRequired', missing: [8] }],
    ['no option', { ...dated, activityDates: { 7: '7_0', 8: '8_1' } }, { ok: false, step: 'option', message: 'optionRequired' }],
    ['all chosen', { ...dated, activityDates: { 7: '7_0', 8: '8_1' }, optionId: 5 }, { ok: true }],
  ])('%s', (_, state, expected) => expect(checkBooking(state, context)).toEqual(expected));

  it('needs no option when the offer has only one, and no activity date without activities', () => {
    expect(checkBooking(dated, { activityIds: [], optionCount: 1, now: NOON })).toEqual({ ok: true });
    expect(currentStep(dated, { activityIds: [], optionCount: 1, now: NOON })).toBe('price');
    expect(currentStep(initialBookingState(), context)).toBe('dates');
  });
});

it('reads the cutoff on the point of sale clock it is given', () => {
  // 19:30 UTC is 20:30 in Paris but 19:30 in Lisbon.
  expect(firstBookableDay(EVENING, 'Europe/Lisbon')).toBe('2026-11-26');
  expect(stayNights({ checkin: '2026-11-26', checkout: '2026-11-27' }, EVENING, 'Europe/Lisbon')).toBe(1);
});
