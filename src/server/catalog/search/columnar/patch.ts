import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { readChangesSince, readNights, type ChangedNight } from './change-log.repository';
import { bookableRooms, bytesOf, dayNumber, intArrayFor, offerPosition, type ColumnarIndex, type IntArray } from './layout';

/** Nights read back per query (two parameters each). */
const NIGHTS_PER_READ = 500;

type NightField = 'avPrice' | 'avBar' | 'avExtraAdult' | 'avChild' | 'avBaby' | 'avMinStay' | 'avRooms' | 'avPromo';

/** The values each array type holds: a value outside them makes the array wider. */
const RANGE: Record<string, [number, number]> = {
  Uint8Array: [0, 0xff],
  Int8Array: [-0x80, 0x7f],
  Uint16Array: [0, 0xffff],
  Int16Array: [-0x8000, 0x7fff],
  Int32Array: [-0x80000000, 0x7fffffff],
  Float64Array: [-Infinity, Infinity],
};

/**
 * Writes one night's value. Arrays are sized to the values the build saw (a Uint8Array when every room count was
 * under 256): a value that does not fit replaces the array by a wider copy (rare; tens of ms at bench scale).
 */
function setNight(ix: ColumnarIndex, field: NightField, slot: number, value: number): void {
  const array = ix[field];
  array[slot] = value;
  if (array[slot] === value) return;
  const [lo, hi] = RANGE[array.constructor.name]!;
  const wider: IntArray = intArrayFor(Math.min(lo, value), Math.max(hi, value), array.length);
  wider.set(array);
  wider[slot] = value;
  ix[field] = wider;
  ix.bytes = bytesOf(ix);
}

export type PatchOutcome =
  /** `nights` changed nights read and written into the arrays (`skipped`: of an offer or day the index does not hold). */
  | { kind: 'patched'; nights: number; skipped: number; ms: number }
  | { kind: 'behind'; why: string };

export type PatchLimits = { maxNights: number; usableForMs: number };

/**
 * Brings an index's availability arrays up to the database for the nights changed since its cursor: reads the log,
 * reads those nights' rows, writes them in place and moves the cursor. Values are read, not added, so applying a
 * change twice is harmless. A night of an offer or a day outside the index (an offer added since: its insert moved
 * the catalog version, and the rebuild brings it) is skipped; a night gone from the table is no longer bookable.
 */
export async function patchIndex(db: Kysely<Database>, ix: ColumnarIndex, limits: PatchLimits): Promise<PatchOutcome> {
  const started = performance.now();
  const read = await readChangesSince(db, ix.changeCursor, limits.maxNights, limits.usableForMs);
  if (read.kind === 'behind') return read;
  const held: { night: ChangedNight; slot: number }[] = [];
  for (const night of read.nights) {
    const position = offerPosition(ix, night.offerId);
    const d = dayNumber(night.day) - ix.day0;
    if (position >= 0 && d >= 0 && d < ix.days) held.push({ night, slot: d * ix.size + position });
  }
  // Every row is read before any is written: a search between two slices never sees half a poll.
  const rows = new Map<string, Awaited<ReturnType<typeof readNights>>[number]>();
  for (let start = 0; start < held.length; start += NIGHTS_PER_READ) {
    for (const row of await readNights(db, held.slice(start, start + NIGHTS_PER_READ).map((h) => h.night))) rows.set(`${Number(row.offer_id)}/${row.day}`, row);
  }
  for (const { night, slot } of held) {
    const row = rows.get(`${night.offerId}/${night.day}`);
    if (!row) {
      setNight(ix, 'avRooms', slot, 0);
      continue;
    }
    setNight(ix, 'avPrice', slot, Number(row.price));
    setNight(ix, 'avBar', slot, Number(row.bar_price));
    setNight(ix, 'avExtraAdult', slot, Number(row.extra_adult_price));
    setNight(ix, 'avChild', slot, Number(row.child_price));
    setNight(ix, 'avBaby', slot, Number(row.baby_price));
    setNight(ix, 'avMinStay', slot, Number(row.min_stay));
    setNight(ix, 'avRooms', slot, bookableRooms(Number(row.rooms_left), Number(row.closed)));
    setNight(ix, 'avPromo', slot, Number(row.promo_percent));
  }
  ix.changeCursor = read.cursor;
  return { kind: 'patched', nights: held.length, skipped: read.nights.length - held.length, ms: performance.now() - started };
}
