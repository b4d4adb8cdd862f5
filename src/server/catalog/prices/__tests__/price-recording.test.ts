/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { addDays } from '@/lib/days';
import { fromPriceRecord, supersededSpans, type FromPriceRow } from '../price-recording';
import { cardReferencePrice, stayReferencePrice, type SupersededNight } from '../reference-price';

/** The fixed clock of these tables. */
const today = '2026-07-10';
const d = (offset: number) => addDays(today, offset);
const row = (from: number, to: number) => ({ valid_from: d(from), valid_to: d(to) });

describe('supersededSpans: the days an old nightly price covers when it changes', () => {
  it.each([
    ['no history row: every recorded day up to today', [], d(-40), today, [[d(-40), today]]],
    ['never recorded: nothing', [], null, today, []],
    ['the seed’s reduction until today: nothing left to cover', [row(-30, 0)], d(-30), today, []],
    ['a change a few days after the seed: the days since', [row(-30, 0)], d(-30), d(3), [[today, d(3)]]],
    ['spells with gaps: each gap and the days after the last', [row(-25, -20), row(-10, -5)], d(-30), today, [[d(-30), d(-25)], [d(-20), d(-10)], [d(-5), today]]],
    ['rows in any order', [row(-10, -5), row(-25, -20)], d(-25), today, [[d(-20), d(-10)], [d(-5), today]]],
    ['a second change the same day: nothing (a day keeps its last price)', [row(-40, -12), row(-12, 0)], d(-40), today, []],
    ['a row before the recorded days: only the days after it', [row(-50, -45)], d(-40), today, [[d(-45), today]]],
    ['recorded since today: nothing', [], today, today, []],
  ] as const)('%s', (_name, rows, since, day, expected) => {
    expect(supersededSpans(rows, since, day).map((s) => [s.from, s.to])).toEqual(expected);
  });
});

describe('fromPriceRecord: a row only when the card’s prices changed', () => {
  const prices = { from_price: 20000, sv_price: 15000 };
  it.each([
    ['never recorded: today’s row starts the history', null, prices, { offer_id: 7, day: today, ...prices }],
    ['unchanged since a row long ago: nothing', { day: d(-90), ...prices }, prices, null],
    ['the from price changed: today’s row', { day: d(-3), ...prices }, { ...prices, from_price: 18000 }, { offer_id: 7, day: today, from_price: 18000, sv_price: 15000 }],
    ['the single-voucher price changed: today’s row', { day: d(-3), ...prices }, { ...prices, sv_price: 14000 }, { offer_id: 7, day: today, from_price: 20000, sv_price: 14000 }],
    ['the voucher price withdrawn: today’s row', { day: d(-3), ...prices }, { ...prices, sv_price: null }, { offer_id: 7, day: today, from_price: 20000, sv_price: null }],
    ['changed again today: today’s row is rewritten', { day: today, ...prices }, { ...prices, from_price: 19000 }, { offer_id: 7, day: today, from_price: 19000, sv_price: 15000 }],
    ['today’s row already holds it: nothing', { day: today, ...prices }, prices, null],
  ] as const)('%s', (_name, last, current, expected) => {
    expect(fromPriceRecord(7, current, last, today)).toEqual(expected);
  });
});

/**
 * A night and an offer card through days of price changes, recorded by the same rules as the trigger and the pass:
 * `changes` maps a day offset to the prices set that day, in that order. History starts 60 days before today.
 */
function simulate(initial: number, changes: Record<number, number[]>) {
  const since = d(-60);
  let price = initial;
  const nights: SupersededNight[] = [];
  const cards: FromPriceRow[] = [];
  const extras = { extra_adult_price: 3000, child_price: 2000, baby_price: 0 };
  for (let offset = -60; offset <= 0; offset++) {
    const day = d(offset);
    // The recording pass runs every hour: at the start of the day and after each change.
    const record = () => {
      const next = fromPriceRecord(1, { from_price: price, sv_price: null }, cards.at(-1) ?? null, day);
      if (next && cards.at(-1)?.day === day) cards[cards.length - 1] = next;
      else if (next) cards.push(next);
    };
    record();
    for (const next of changes[offset] ?? []) {
      // The trigger: the old prices over the days no row covers yet.
      for (const span of supersededSpans(nights, since, day)) nights.push({ night: '2026-08-01', valid_from: span.from, valid_to: span.to, price, ...extras });
      price = next;
      record();
    }
  }
  return { price, nights, cards, since, extras };
}

describe('recorded history and the struck price, day after day', () => {
  const couple = { adult: 2, child: 0, baby: 0 };
  const struck = (s: ReturnType<typeof simulate>) => ({
    stay: stayReferencePrice([{ day: '2026-08-01', price: s.price, ...s.extras }], s.nights, couple, today, s.since, s.price),
    card: cardReferencePrice(s.cards.map((c) => ({ day: c.day, price: c.from_price })), today, s.price),
  });
  const spans = (s: ReturnType<typeof simulate>) => s.nights.map((n) => [n.valid_from, n.valid_to, n.price]);

  it('a price raised then brought back strikes nothing', () => {
    const s = simulate(10000, { [-12]: [12000], [-4]: [10000] });
    expect(spans(s)).toEqual([[d(-60), d(-12), 10000], [d(-12), d(-4), 12000]]);
    expect(struck(s)).toEqual({ stay: null, card: null });
  });

  it('a price raised then brought back the same day strikes nothing and keeps one night row', () => {
    const s = simulate(10000, { [-5]: [12000, 10000] });
    expect(spans(s)).toEqual([[d(-60), d(-5), 10000]]);
    expect(s.cards.map((c) => [c.day, c.from_price])).toEqual([[d(-60), 10000], [d(-5), 10000]]);
    expect(struck(s)).toEqual({ stay: null, card: null });
  });

  it('a price lowered today after 30 days at the higher price strikes the old one', () => {
    const s = simulate(12000, { 0: [10000] });
    expect(spans(s)).toEqual([[d(-60), today, 12000]]);
    expect(struck(s)).toEqual({ stay: 12000, card: 12000 });
  });

  it('a price changed today is not compared with itself: today’s rows hold it, the window ends yesterday', () => {
    const s = simulate(12000, { 0: [11000, 10000] });
    expect(s.cards.at(-1)).toEqual({ offer_id: 1, day: today, from_price: 10000, sv_price: null });
    expect(spans(s)).toEqual([[d(-60), today, 12000]]);
    expect(struck(s)).toEqual({ stay: 12000, card: 12000 });
  });

  it('a price lowered after fewer than 30 days at the higher price strikes nothing', () => {
    expect(struck(simulate(10000, { [-20]: [12000], 0: [10000] }))).toEqual({ stay: null, card: null });
  });

  it('the day after a reduction, its day is one of the 30: nothing struck (the rule as it stands)', () => {
    expect(struck(simulate(12000, { [-1]: [10000] }))).toEqual({ stay: null, card: null });
  });
});
