import { daysBetween } from './days';
import type { NightRow } from './availability.repository';

/** A night can be sold: the offer is open that day and a room is left. */
export const isOpen = (row: NightRow): boolean => row.closed === 0 && row.rooms_left > 0;

/** One offer's nights laid on a day grid from `from`: index i = from + i days; undefined where no row exists. */
export function nightGrid(rows: NightRow[], from: string, length: number): (NightRow | undefined)[] {
  const grid: (NightRow | undefined)[] = new Array(length);
  for (const row of rows) {
    const i = daysBetween(from, row.day);
    if (i >= 0 && i < length) grid[i] = row;
  }
  return grid;
}

/** run[i] = consecutive open nights starting at i. */
export function openRuns(grid: (NightRow | undefined)[]): Int32Array {
  const run = new Int32Array(grid.length + 1);
  for (let i = grid.length - 1; i >= 0; i--) {
    const row = grid[i];
    run[i] = row && isOpen(row) ? run[i + 1] + 1 : 0;
  }
  return run;
}

/** Group rows by offer id (rows come ordered by offer). */
export function byOffer(rows: NightRow[]): Map<number, NightRow[]> {
  const out = new Map<number, NightRow[]>();
  for (const row of rows) {
    let list = out.get(row.offer_id);
    if (!list) out.set(row.offer_id, (list = []));
    list.push(row);
  }
  return out;
}
