import type { BatchWriter } from '../batch-insert';
import type { ItemCategory } from '../database';
import { addDays } from '../../../lib/days';
import type { Rng } from './prng';

/** Days of price history the seed writes before its first day (the Omnibus window). */
export const HISTORY_DAYS = 30;
/** Nights ahead whose earlier prices a repricing touched: a reduction, a price that moved (keeps the backfill small). */
const REDUCED_NIGHTS = 90;
const MOVED_NIGHTS = 30;

export type NightlyPrices = { price: number[]; extraAdult: number[]; child: number[]; baby: number[] };

export type HistoryOffer = {
  id: number;
  category: ItemCategory;
  /** the offer's first day ('YYYY-MM-DD'): no price was recorded before it */
  createdDay: string;
  sellPrice: number;
  svPrice: number | null;
  /** the availability written for the window, index 0 = today */
  nightly: NightlyPrices;
};

const round100 = (cents: number) => Math.round(cents / 100) * 100;

/**
 * Backfills the last 30 days of an offer's prices, as if they had been recorded every day, and the seed day's own
 * (each row holds until the next, so the history stays whole while the catalog's prices do not move):
 * - about a third of the offers were dearer over the whole 30 days and are reduced from today (a true promotion:
 *   the struck price is the lowest of those days), their next 90 nights repriced in `night_price_history`;
 * - about a third kept today's prices all along (no struck price);
 * - the rest moved up and down in spells of a few days, some below today's price (no struck price then), over
 *   their next 30 nights.
 * Offers younger than 30 days have history only since their first day, so none of them strikes a price.
 */
export async function seedPriceHistory(writer: BatchWriter, r: Rng, offer: HistoryOffer, today: string): Promise<void> {
  const start = offer.createdDay > addDays(today, -HISTORY_DAYS) ? offer.createdDay : addDays(today, -HISTORY_DAYS);
  const pattern = r.weightedIndex([34, 33, 33]);
  const days: string[] = [];
  for (let d = start; d < today; d = addDays(d, 1)) days.push(d);
  // The seed day's own row: today's prices, in force from today (a reduction today is then seen tomorrow).
  await writer.push('offer_price_history', { offer_id: offer.id, day: today, from_price: offer.sellPrice, sv_price: offer.svPrice });
  if (days.length === 0) return;

  // factor[i]: the price on day i relative to today's.
  const factor = new Array<number>(days.length).fill(1);
  if (pattern === 0) factor.fill(r.float(1.08, 1.3));
  if (pattern === 2) {
    for (let i = 0; i < days.length; ) {
      const length = r.int(3, 10);
      const f = r.chance(0.3) ? 1 : r.float(0.9, 1.2);
      for (let k = i; k < Math.min(days.length, i + length); k++) factor[k] = f;
      i += length;
    }
  }
  for (const [i, day] of days.entries()) {
    await writer.push('offer_price_history', {
      offer_id: offer.id,
      day,
      from_price: factor[i] === 1 ? offer.sellPrice : round100(offer.sellPrice * factor[i]),
      sv_price: offer.svPrice === null ? null : factor[i] === 1 ? offer.svPrice : Math.round((offer.svPrice * factor[i]) / 10) * 10,
    });
  }
  if (offer.category === 'activity' || pattern === 1) return;

  // Nightly prices: spells of equal factor become one superseded row per night.
  const nights = Math.min(pattern === 0 ? REDUCED_NIGHTS : MOVED_NIGHTS, offer.nightly.price.length);
  for (let i = 0; i < days.length; ) {
    let j = i;
    while (j < days.length && factor[j] === factor[i]) j++;
    if (factor[i] !== 1) {
      const validTo = j < days.length ? days[j] : today;
      for (let n = 0; n < nights; n++) {
        const f = factor[i];
        await writer.push('night_price_history', {
          offer_id: offer.id,
          night: addDays(today, n),
          valid_from: days[i],
          valid_to: validTo,
          price: round100(offer.nightly.price[n] * f),
          extra_adult_price: round100(offer.nightly.extraAdult[n] * f),
          child_price: round100(offer.nightly.child[n] * f),
          baby_price: offer.nightly.baby[n],
        });
      }
    }
    i = j;
  }
}
