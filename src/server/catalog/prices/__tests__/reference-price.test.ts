/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { addDays } from '@/lib/days';
import { nightTotal } from '../family';
import { cardReferencePrice, discountPercent, referenceWindow, stayReferencePrice } from '../reference-price';
import { cardRefPrice } from '../../offers/offer-cards';

const today = '2026-07-10';
/** One recorded price a day over the n days before today. */
const daily = (n: number, price: (i: number) => number | null) => Array.from({ length: n }, (_, i) => ({ day: addDays(today, i - n), price: price(i) }));

describe('referenceWindow', () => {
  it('is the 30 days before today', () => {
    const w = referenceWindow(today);
    expect(w).toHaveLength(30);
    expect([w[0], w[29]]).toEqual(['2026-06-10', '2026-07-09']);
  });
});

describe('cardReferencePrice: the lowest from price of each of the previous 30 days, above today', () => {
  it.each([
    ['dearer every day: the lowest of them', daily(30, (i) => 12000 + i * 100), 10000, 12000],
    ['one day as cheap as today: nothing struck', daily(30, (i) => (i === 12 ? 10000 : 12000)), 10000, null],
    ['one day cheaper than today: nothing struck', daily(30, (i) => (i === 29 ? 9000 : 12000)), 10000, null],
    ['29 days of history: nothing struck', daily(29, () => 12000), 10000, null],
    ['a day without a price: nothing struck', daily(30, (i) => (i === 3 ? null : 12000)), 10000, null],
    ['today’s row is not in the window', [...daily(30, () => 12000), { day: today, price: 5000 }], 10000, 12000],
    ['an older row is in force until the next one', [{ day: addDays(today, -40), price: 13000 }, ...daily(20, () => 12500)], 10000, 12500],
    ['an older cheaper row in force on the first days', [{ day: addDays(today, -40), price: 11000 }, ...daily(20, () => 12500)], 10000, 11000],
    ['days after the last row keep its price', daily(40, (i) => (i < 35 ? 12000 : null)).filter((r) => r.price !== null), 10000, 12000],
    ['a cut after the last row: the seed day’s reduction holds', [...daily(30, () => 12000).map((r) => ({ ...r, day: addDays(r.day, -1) })), { day: addDays(today, -1), price: 10000 }], 10000, null],
  ])('%s', (_name, history, current, expected) => {
    expect(cardReferencePrice(history, today, current)).toBe(expected);
  });
});

describe('stayReferencePrice: the same stay and family over the previous 30 days', () => {
  const night = (day: string, price: number) => ({ day, price, extra_adult_price: 4000, child_price: 2000, baby_price: 1000 });
  const nights = [night('2026-08-01', 10000), night('2026-08-02', 12000)];
  const couple = { adult: 2, child: 0, baby: 0 };
  const family = { adult: 3, child: 1, baby: 1 };
  const old = (n: string, price: number, from: string, to: string) => ({ ...night(n, price), night: n, valid_from: from, valid_to: to });
  const current = (f: typeof couple) => nights.reduce((s, n) => s + nightTotal(n, f), 0);

  it.each([
    ['no superseded price: nothing struck', [], couple, '2026-05-01', null],
    ['both nights dearer the whole window', [old('2026-08-01', 13000, '2026-05-01', today), old('2026-08-02', 15000, '2026-05-01', today)], couple, '2026-05-01', 28000],
    ['dearer only part of the window: today’s price was in force too', [old('2026-08-01', 13000, '2026-06-20', today)], couple, '2026-05-01', null],
    ['the family pays the superseded extras', [old('2026-08-01', 13000, '2026-05-01', today), old('2026-08-02', 15000, '2026-05-01', today)], family, '2026-05-01', 13000 + 15000 + 2 * (4000 + 2000 + 1000)],
    ['prices recorded for less than 30 days', [old('2026-08-01', 13000, '2026-06-20', today), old('2026-08-02', 15000, '2026-06-20', today)], couple, '2026-06-20', null],
    ['never recorded', [old('2026-08-01', 13000, '2026-05-01', today)], couple, null, null],
  ] as const)('%s', (_name, superseded, fam, since, expected) => {
    expect(stayReferencePrice(nights, superseded, fam, today, since, current(fam))).toBe(expected);
  });

  it('a cheaper spell inside the window sets the lowest', () => {
    const superseded = [
      old('2026-08-01', 14000, '2026-05-01', '2026-06-25'),
      old('2026-08-01', 11000, '2026-06-25', today),
      old('2026-08-02', 15000, '2026-05-01', today),
    ];
    expect(stayReferencePrice(nights, superseded, couple, today, '2026-05-01', 22000)).toBe(26000);
  });
});

describe('discountPercent (search-and-discovery §9: ceil(100 - 100 × price / reference))', () => {
  it.each([
    [14900, 20000, 26],
    [7000, 10000, 30],
    [9100, 10000, 9],
    [9050, 10000, 10],
    [10000, 10000, 0],
    [10000, null, 0],
    [11000, 10000, 0],
  ])('price %i against %s: %i %%', (price, ref, expected) => {
    expect(discountPercent(price, ref)).toBe(expected);
  });
});

describe('cardRefPrice: which price each card strikes', () => {
  const history = daily(30, () => null).map((h, i) => ({ day: h.day, from: 20000 + i, sv: 15000 }));
  const stay = { gift: false, stay: null, itemCategory: 'weekend', participants: 2 } as const;
  it.each([
    ['an undated stay card: its from price, in euros', stay, 18000, 200],
    ['a stay card already cheaper history: nothing', stay, 21000, null],
    ['a dated card: nothing', { ...stay, stay: { checkin: '2026-07-20', nights: 1 } }, 18000, null],
    ['a gift card: its single-voucher price', { ...stay, gift: true }, 12990, 150],
    ['an activity card for 2: per person', { ...stay, itemCategory: 'activity' }, 9000, 100],
    ['an activity card for 1: nothing', { ...stay, itemCategory: 'activity', participants: 1 }, 9000, null],
  ] as const)('%s', (_name, query, price, expected) => {
    expect(cardRefPrice(history, query as never, price, today)).toBe(expected);
  });
});
