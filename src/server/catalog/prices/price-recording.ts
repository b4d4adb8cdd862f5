/**
 * How price history records itself after the seed (docs/catalog-database.md, 'price history'), as pure rules:
 * - a night's price changed in `availability`: the trigger of migration 20261236000000 writes the old prices over the
 *   spans `supersededSpans` gives (the same gaps, in SQL);
 * - an offer's 'from' and single-voucher prices (what its card shows): the recording pass (record-from-prices.ts)
 *   writes the row `fromPriceRecord` gives, at most one per offer and day.
 * Days are 'YYYY-MM-DD' (UTC); a span is [from, to), `to` excluded.
 */

export type Span = { from: string; to: string };

/**
 * The days a night's superseded price covers when it changes on `today`: every day since the offer's prices were
 * recorded (`trackedSince`; null, never: nothing) up to `today` (excluded) that no row of the night's history covers
 * yet (`rows`: its [valid_from, valid_to) spans, not overlapping, in any order). Outside every row a night cost what
 * availability said, that is the price now superseded. A second change on the same day covers nothing (the price of a
 * day is the one in force at its end).
 */
export function supersededSpans(rows: readonly { valid_from: string; valid_to: string }[], trackedSince: string | null, today: string): Span[] {
  const sorted = [...rows].sort((a, b) => (a.valid_from < b.valid_from ? -1 : a.valid_from > b.valid_from ? 1 : 0));
  const firstStart = (after: string | null) => sorted.find((r) => after === null || r.valid_from >= after)?.valid_from ?? today;
  const candidates: Span[] = [];
  if (trackedSince !== null) candidates.push({ from: trackedSince, to: firstStart(null) });
  for (const r of sorted) candidates.push({ from: r.valid_to, to: firstStart(r.valid_to) });
  return candidates.filter((s) => s.from < s.to && s.to <= today).sort((a, b) => (a.from < b.from ? -1 : 1));
}

export type FromPrices = { from_price: number; sv_price: number | null };
export type FromPriceRow = FromPrices & { offer_id: number; day: string };

/**
 * The row to record for an offer's prices now (`current`) given its last recorded row on or before `today`
 * (`last`, null: never recorded): none when they are the same; otherwise today's row, written over today's if there is
 * one already (a day keeps the price in force at its end, the price shown all along until the next row).
 */
export function fromPriceRecord(offerId: number, current: FromPrices, last: (FromPrices & { day: string }) | null, today: string): FromPriceRow | null {
  if (last !== null && last.from_price === current.from_price && last.sv_price === current.sv_price) return null;
  return { offer_id: offerId, day: today, from_price: current.from_price, sv_price: current.sv_price };
}
