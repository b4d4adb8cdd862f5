/** @jest-environment node */
import { flexibleMonthChoices, flexibleNightsOf, flexibleStayOf, parseSearchState, serializeSearchHash } from '@/shared/search-address';

// 2026-11-25 11:00 in Paris.
const NOW = new Date('2026-11-25T10:00:00Z');
const TODAY = { day: '2026-11-25', hour: 11 };
const parse = (hash: string, flow = 'booking', now = NOW) => parseSearchState(hash, { flow }, now, 'Europe/Paris');

describe('flexibleMonthChoices', () => {
  it.each<[string, { day: string; hour: number }, string, string, number]>([
    ['twelve months from the current one', TODAY, '2026-11', '2027-10', 12],
    ['the current month on its last day before 20:00', { day: '2026-11-30', hour: 19 }, '2026-11', '2027-10', 12],
    ['not the current month once its last check-in is past (20:00 on its last day)', { day: '2026-11-30', hour: 20 }, '2026-12', '2027-10', 11],
    ['across a year end', { day: '2026-12-31', hour: 9 }, '2026-12', '2027-11', 12],
  ])('%s', (_, today, first, last, count) => {
    const months = flexibleMonthChoices(today);
    expect([months[0], months.at(-1), months.length]).toEqual([first, last, count]);
  });
});

describe('flexibleNightsOf', () => {
  it.each([[1, 1], [2, 2], [undefined, 2], [5, 2], [14, 2]])('%s nights asked → %s', (asked, nights) => {
    expect(flexibleNightsOf(asked)).toBe(nights);
  });
});

describe('flexibleStayOf', () => {
  it.each<[string, Parameters<typeof flexibleStayOf>[0], ReturnType<typeof flexibleStayOf>]>([
    ['a weekend in March', { arrival: 'weekend', months: ['2027-03'] }, { arrival: 'weekend', nights: 2, months: ['2027-03'] }],
    ['one night, any day, months sorted', { arrival: 'any', nights: 1, months: ['2027-04', '2027-03'] }, { arrival: 'any', nights: 1, months: ['2027-03', '2027-04'] }],
    ['past and too far months left out', { arrival: 'weekend', months: ['2026-10', '2027-11', '2027-01'] }, { arrival: 'weekend', nights: 2, months: ['2027-01'] }],
    ['the first three months given, duplicates once', { arrival: 'weekend', months: ['2027-05', '2027-05', '2027-02', '2027-09', '2027-01'] }, { arrival: 'weekend', nights: 2, months: ['2027-02', '2027-05', '2027-09'] }],
    ['no month still ahead: none', { arrival: 'weekend', months: ['2026-01'] }, undefined],
    ['no arrival rule: none', { months: ['2027-03'] }, undefined],
    ['no months: none', { arrival: 'any' }, undefined],
  ])('%s', (_, raw, expected) => {
    expect(flexibleStayOf(raw, TODAY)).toEqual(expected);
  });
});

describe('the flexible keys of the address (decision 33)', () => {
  it.each<[string, string, object | undefined, number | undefined]>([
    ['a weekend in March', 'flex=weekend&months=2027-03', { arrival: 'weekend', nights: 2, months: ['2027-03'] }, 2],
    ['one night any day in two months', 'flex=any&night=1&months=2027-04,2027-03', { arrival: 'any', nights: 1, months: ['2027-03', '2027-04'] }, 1],
    ['nights above two are the weekend two', 'flex=weekend&night=7&months=2027-03', { arrival: 'weekend', nights: 2, months: ['2027-03'] }, 2],
    ['repeated months add up', 'flex=weekend&months=2027-03&months=2027-05', { arrival: 'weekend', nights: 2, months: ['2027-03', '2027-05'] }, 2],
    ['an unknown arrival is no flexible search', 'flex=week&months=2027-03&night=2', undefined, 2],
    ['bad months are dropped one by one', 'flex=any&months=2027-13,27-03,2027-3,2027-02', { arrival: 'any', nights: 2, months: ['2027-02'] }, 2],
    ['months all past: the nights alone', 'flex=weekend&months=2026-10&night=1', undefined, 1],
    ['a lone check-in gives way to the flexible search', 'flex=weekend&months=2027-03&checkin=2026-12-04', { arrival: 'weekend', nights: 2, months: ['2027-03'] }, 2],
  ])('%s: %s', (_, hash, flexible, nights) => {
    const state = parse(hash);
    expect(state.flexible).toEqual(flexible);
    expect(state.nights).toBe(nights);
    if (flexible) expect(state.checkin).toBeUndefined();
  });

  it('dates win over the flexible keys', () => {
    const state = parse('flex=weekend&months=2027-03&checkin=2026-12-04&checkout=2026-12-06');
    expect(state).toMatchObject({ checkin: '2026-12-04', checkout: '2026-12-06', nights: 2 });
    expect(state.flexible).toBeUndefined();
    expect(serializeSearchHash(state)).toBe('checkin=2026-12-04&checkout=2026-12-06&night=2');
  });

  it('past dates give way to the flexible keys', () => {
    expect(parse('flex=weekend&months=2027-03&checkin=2026-11-20&checkout=2026-11-22').flexible).toEqual({ arrival: 'weekend', nights: 2, months: ['2027-03'] });
  });

  it.each(['gifting', 'activity'])('is not read in the %s flow', (flow) => {
    expect(parse('flex=weekend&months=2027-03', flow).flexible).toBeUndefined();
  });

  it('is read in the hotel flow', () => {
    expect(parse('flex=any&months=2027-03&hotelId=7', 'hotel').flexible).toEqual({ arrival: 'any', nights: 2, months: ['2027-03'] });
  });

  it('is written with its nights, keys in alphabetical order', () => {
    expect(serializeSearchHash(parse('months=2027-04,2027-03&flex=weekend&a=3'))).toBe('a=3&flex=weekend&months=2027-03,2027-04&night=2');
    expect(serializeSearchHash(parse('flex=any&night=1&months=2027-03'))).toBe('flex=any&months=2027-03&night=1');
  });

  it('reads the same in every locale (the language switch keeps the hash as it is)', () => {
    const hash = 'flex=weekend&months=2027-03&c=1';
    const zones = ['Europe/Paris', 'Europe/Madrid', 'Europe/Brussels', 'Europe/Amsterdam', 'Europe/Rome'] as const;
    const states = zones.map((zone) => parseSearchState(hash, {}, NOW, zone).flexible);
    expect(new Set(states.map((s) => JSON.stringify(s))).size).toBe(1);
  });

  it('drops a month that ended at the point of sale (a stale address after midnight)', () => {
    // 2026-12-01 00:30 in Paris: November is over.
    expect(parse('flex=weekend&months=2026-11,2026-12', 'booking', new Date('2026-11-30T23:30:00Z')).flexible?.months).toEqual(['2026-12']);
  });
});
