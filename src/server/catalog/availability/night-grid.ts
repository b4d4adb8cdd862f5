import { dayRange, addDays } from '@/lib/days';
import type { NightRow } from './availability.repository';

/** Position of each day of a grid starting at `from` (one map per request, shared by its offers: no date parsing per row). */
export function dayPositions(from: string, length: number): Map<string, number> {
  return new Map(dayRange(from, addDays(from, length - 1)).map((day, i) => [day, i]));
}

/** One offer's sellable nights laid on a day grid: index i = the grid's first day + i; undefined where it cannot be sold. */
export function nightGrid(rows: NightRow[], positions: Map<string, number>): (NightRow | undefined)[] {
  const grid: (NightRow | undefined)[] = new Array(positions.size);
  for (const row of rows) {
    const i = positions.get(row.day);
    if (i !== undefined) grid[i] = row;
  }
  return grid;
}

/** run[i] = consecutive sellable nights starting at i (the grid holds only sellable nights). */
export function openRuns(grid: (NightRow | undefined)[]): Int32Array {
  const run = new Int32Array(grid.length + 1);
  for (let i = grid.length - 1; i >= 0; i--) run[i] = grid[i] ? run[i + 1] + 1 : 0;
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
