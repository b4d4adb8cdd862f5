import { REFERENCE_PRICE_DAYS } from '@/contracts/quote';
import { addDays } from '@/lib/days';
import { nightTotal, type Family, type NightPrices } from './family';
import { discountPercentOf } from '@/lib/percent';

/**
 * Honest struck prices (EU Omnibus): a price is struck only against the lowest price the same offer had for the
 * same criteria on each of the previous 30 days, and only when that lowest price is above today's.
 * One rule for the cards (the 'from' price) and the product page (the stay's price).
 */

/** The days a struck price looks back on: the 30 days before `today`, oldest first. */
export function referenceWindow(today: string): string[] {
  return Array.from({ length: REFERENCE_PRICE_DAYS }, (_, i) => addDays(today, i - REFERENCE_PRICE_DAYS));
}

/**
 * Card rule: the lowest 'from' price in force on each of the previous 30 days, when above `current`; otherwise null.
 * A row is the price recorded on its day, in force until the next row (the seed records one a day; a day after the
 * last row keeps its price). The offer must have a recorded price on the window's first day (30 days of history),
 * and none in force may be unknown (null). `history` holds the offer's rows, in any order and for any days.
 */
export function cardReferencePrice(history: readonly { day: string; price: number | null }[], today: string, current: number): number | null {
  const window = referenceWindow(today);
  const rows = history.filter((r) => r.day < today).sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  if (rows.length === 0 || rows[0].day > window[0]) return null;
  let lowest = Infinity;
  let k = 0;
  for (const day of window) {
    while (k + 1 < rows.length && rows[k + 1].day <= day) k++;
    const price = rows[k].price;
    if (price === null) return null;
    lowest = Math.min(lowest, price);
  }
  return lowest > current ? lowest : null;
}


export type SupersededNight = NightPrices & { night: string; valid_from: string; valid_to: string };

/**
 * Stay rule: the lowest price of the stay (these nights, this family) over the previous 30 days, a superseded row
 * standing for its night where it was in force and today's price elsewhere; null when the offer's prices were not
 * recorded since 30 days (`trackedSince` after the window's first day, or unknown) or the lowest is not above `current`.
 */
export function stayReferencePrice(
  nights: readonly (NightPrices & { day: string })[],
  superseded: readonly SupersededNight[],
  family: Family,
  today: string,
  trackedSince: string | null,
  current: number,
): number | null {
  const window = referenceWindow(today);
  if (trackedSince === null || trackedSince > window[0] || nights.length === 0) return null;
  let lowest = Infinity;
  for (const day of window) {
    let total = 0;
    for (const night of nights) {
      const old = superseded.find((s) => s.night === night.day && s.valid_from <= day && day < s.valid_to);
      total += nightTotal(old ?? night, family);
    }
    lowest = Math.min(lowest, total);
  }
  return lowest > current ? lowest : null;
}

/** Discount percent of search-and-discovery §9: ceil(100 - 100 × price / reference), 0 without a reference above it. */
export function discountPercent(price: number, reference: number | null): number {
  if (reference === null || reference <= 0 || price <= 0 || price >= reference) return 0;
  return discountPercentOf(price, reference);
}
