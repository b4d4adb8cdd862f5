import { sql, type Kysely } from 'kysely';
import { dialectOf } from '@/server/db/dialect';
import type { Database } from '@/server/db/database';

/*
 * The log of availability nights whose stock or prices changed (`availability_change`, filled by a trigger: migration
 * 20261218100000_add_availability_change_log), read by each process to patch its search index.
 *
 * A cursor says which changes an index already reflects:
 * - SQLite: the last `seq` read. Writers are serialised (one write transaction at a time), so a change committed
 *   later always has a larger seq.
 * - PostgreSQL: the snapshot (`pg_current_snapshot()`) the last read ran in. Sequence numbers are drawn before
 *   commit, so a transaction may commit a smaller seq after a larger one was read; instead the next read takes the
 *   rows of every transaction that snapshot did not see (`tx >= xmin and not pg_visible_in_snapshot(tx, snapshot)`),
 *   in whatever order they committed.
 * `at` is the database's clock when the cursor was taken: a cursor older than the log's retention may have missed
 * pruned rows, and its index is rebuilt instead.
 */
export type ChangeCursor = { at: string; position: string };

export type ChangedNight = { offerId: number; day: string };

export type ChangesRead =
  | { kind: 'changes'; nights: ChangedNight[]; cursor: ChangeCursor }
  /** More than the limit since the cursor, or the cursor older than the retention: rebuild. */
  | { kind: 'behind'; why: string };

const SQLITE_NOW = sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
const POSTGRES_NOW = sql<string>`to_char(statement_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Where the log stands now: an index read after this point reflects every change before it. */
export async function readChangeCursor(db: Kysely<Database>): Promise<ChangeCursor> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ at: string; position: string }>`select ${POSTGRES_NOW} as at, pg_current_snapshot()::text as position`.execute(db);
    return rows[0]!;
  }
  const { rows } = await sql<{ at: string; position: unknown }>`select ${SQLITE_NOW} as at, coalesce((select max(seq) from availability_change), 0) as position`.execute(db);
  return { at: rows[0]!.at, position: String(rows[0]!.position) };
}

/**
 * The nights changed since `cursor` (each once) and the cursor after them; 'behind' when there are more than `limit`
 * rows to read or the cursor is older than `usableForMs` (the log's retention less a margin).
 */
export async function readChangesSince(db: Kysely<Database>, cursor: ChangeCursor, limit: number, usableForMs: number): Promise<ChangesRead> {
  const postgres = dialectOf(db) === 'postgres';
  let at: string;
  let position: string;
  let rows: { offer_id: unknown; day: string | null }[];
  if (postgres) {
    const snapshot = cursor.position;
    const read = await sql<{ at: string; position: string; offer_id: unknown; day: string | null }>`
      select ${POSTGRES_NOW} as at, s.snapshot::text as position, c.offer_id, c.day
      from (select pg_current_snapshot() as snapshot) s
      left join lateral (
        select seq, offer_id, day from availability_change
        where tx >= pg_snapshot_xmin(cast(${snapshot} as pg_snapshot)) and not pg_visible_in_snapshot(tx, cast(${snapshot} as pg_snapshot))
        order by seq limit ${limit + 1}
      ) c on true`.execute(db);
    at = read.rows[0]!.at;
    position = read.rows[0]!.position;
    rows = read.rows.filter((r) => r.day !== null);
  } else {
    // The clock first: the cursor's time is never later than the rows it covers.
    at = (await sql<{ at: string }>`select ${SQLITE_NOW} as at`.execute(db)).rows[0]!.at;
    const read = await sql<{ seq: unknown; offer_id: unknown; day: string }>`
      select seq, offer_id, day from availability_change where seq > ${Number(cursor.position)} order by seq limit ${limit + 1}`.execute(db);
    rows = read.rows;
    position = read.rows.length ? String(read.rows[read.rows.length - 1]!.seq) : cursor.position;
  }
  if (Date.parse(at) - Date.parse(cursor.at) > usableForMs) return { kind: 'behind', why: `cursor of ${cursor.at} older than the change log keeps` };
  if (rows.length > limit) return { kind: 'behind', why: `more than ${limit} changed nights` };
  const seen = new Set<string>();
  const nights: ChangedNight[] = [];
  for (const row of rows) {
    const key = `${row.offer_id as number}/${row.day}`;
    if (seen.has(key)) continue;
    seen.add(key);
    nights.push({ offerId: Number(row.offer_id), day: row.day! });
  }
  return { kind: 'changes', nights, cursor: { at, position } };
}

/**
 * When the oldest change not yet read from `cursor` was made (the database's clock, ISO), or null when there is none:
 * how far behind the data an index at that cursor is (the search-index lag metric, src/server/observability).
 */
export async function oldestChangeSince(db: Kysely<Database>, cursor: ChangeCursor): Promise<string | null> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{ oldest: string | null }>`
          select min(changed_at) as oldest from availability_change
          where tx >= pg_snapshot_xmin(cast(${cursor.position} as pg_snapshot)) and not pg_visible_in_snapshot(tx, cast(${cursor.position} as pg_snapshot))`.execute(db)
      : await sql<{ oldest: string | null }>`select min(changed_at) as oldest from availability_change where seq > ${Number(cursor.position)}`.execute(db);
  return rows[0]?.oldest ?? null;
}

/** Deletes log rows older than `retentionMs` (the database's clock); returns how many. */
export async function pruneChangeLog(db: Kysely<Database>, retentionMs: number): Promise<number> {
  const seconds = Math.round(retentionMs / 1000);
  const cutoff =
    dialectOf(db) === 'postgres'
      ? sql<string>`to_char((statement_timestamp() - make_interval(secs => ${seconds})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${seconds} seconds`})`;
  const result = await db.deleteFrom('availability_change').where('changed_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The availability columns the index holds, read for changed nights (same order as index-source.repository.ts's AV_COLUMNS). */
export async function readNights(db: Kysely<Database>, nights: readonly ChangedNight[]) {
  const keys = sql.join(nights.map((n) => sql`(cast(${n.offerId} as integer), cast(${n.day} as text))`));
  return db
    .selectFrom('availability')
    .select(['offer_id', 'day', 'price', 'bar_price', 'extra_adult_price', 'child_price', 'baby_price', 'min_stay', 'rooms_left', 'closed', 'promo_percent'])
    .where(sql<boolean>`(offer_id, day) in (values ${keys})`)
    .execute();
}
