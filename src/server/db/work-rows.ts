import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Database } from './database';
import { dialectOf } from './dialect';

/**
 * Rows that workers claim and send, with retries: the e-mail outbox and contact messages for the CRM. One claim rule
 * and one requeue rule for both.
 */
export type WorkTable = 'outbox_mail' | 'contact_request';

export type Claim = {
  now: Date;
  /** how many rows to take at most */
  limit: number;
  leaseMs: number;
  /** the claim's token: only its holder records the outcome */
  token: string;
};

/**
 * This process's mark on its claims, drawn once per process (on globalThis: Next bundles this module more than once):
 * a claim's token is this mark and a dot, then a random part of its own.
 */
const globalForClaims = globalThis as typeof globalThis & { __escapadeClaimMark?: string };
const processMark = (): string => (globalForClaims.__escapadeClaimMark ??= randomUUID());

/** A new claim token of this process: unique, and recognisable as this process's by releaseProcessClaims. */
export const workerToken = (): string => `${processMark()}.${randomUUID()}`;

/** The columns every work table has (migrations 20261217000000 and 20261220000000). */
type WorkRow = { id: number; status: string; next_attempt_at: string; claimed_until: string | null; claimed_by: string | null; attempts: number };
type WorkDb = Kysely<{ work: WorkRow }>;

/** Due: pending and its time has come, or being sent past its lease (a worker died mid-send). */
const isDue = (now: string) => (eb: ExpressionBuilder<{ work: WorkRow }, 'work'>) =>
  eb.or([
    eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
  ]);

/**
 * Take up to `limit` due rows of a work table for one worker, counting an attempt for each; no two workers ever hold
 * the same row. PostgreSQL: `select … for update skip locked` in a transaction, so racing workers (several app
 * instances on one database) take different rows without waiting. SQLite: one
 * `update … where id in (select … limit n) returning …`, atomic because SQLite runs one write at a time.
 */
export async function claimDueRows<T extends WorkTable>(db: Kysely<Database>, table: T, claim: Claim): Promise<Selectable<Database[T]>[]> {
  const work = db as unknown as WorkDb;
  const from = table as unknown as 'work';
  const now = claim.now.toISOString();
  const claimed = {
    status: 'sending',
    claimed_until: new Date(claim.now.getTime() + claim.leaseMs).toISOString(),
    claimed_by: claim.token,
    attempts: sql<number>`attempts + 1`,
  };
  const byId = (rows: WorkRow[]) => rows.sort((a, b) => a.id - b.id) as unknown as Selectable<Database[T]>[];
  if (dialectOf(db) === 'postgres') {
    return work.transaction().execute(async (trx) => {
      const due = await trx.selectFrom(from).select('id').where(isDue(now)).orderBy('next_attempt_at').orderBy('id').limit(claim.limit).forUpdate().skipLocked().execute();
      if (due.length === 0) return [];
      return byId(await trx.updateTable(from).set(claimed).where('id', 'in', due.map((row) => row.id)).returningAll().execute());
    });
  }
  const rows = await work
    .updateTable(from)
    .set(claimed)
    .where('id', 'in', (eb) => eb.selectFrom(from).select('id').where(isDue(now)).orderBy('next_attempt_at').orderBy('id').limit(claim.limit))
    .returningAll()
    .execute();
  return byId(rows);
}

/**
 * Give failed rows a fresh set of attempts, due at once (the mail server or the CRM is fixed, an address corrected):
 * the ids given, or every failed row without ids. Only failed rows move; returns the ids requeued.
 */
export async function requeueFailedRows(db: Kysely<Database>, table: WorkTable, ids: number[] | 'all', now: Date = new Date()): Promise<number[]> {
  if (ids !== 'all' && ids.length === 0) return [];
  let query = (db as unknown as WorkDb)
    .updateTable(table as unknown as 'work')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), claimed_until: null, claimed_by: null })
    .where('status', '=', 'failed');
  if (ids !== 'all') query = query.where('id', 'in', ids);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}


/**
 * Give back the rows of a work table that this process claimed and has not finished (a pass cut off by the process
 * stopping): due again at once for any process, instead of after their lease. The attempt they counted stays counted.
 * Rows finished (sent, failed, requeued) and other processes' claims are untouched. Returns how many were released.
 */
export async function releaseProcessClaims(db: Kysely<Database>, table: WorkTable, now: Date = new Date()): Promise<number> {
  const rows = await (db as unknown as WorkDb)
    .updateTable(table as unknown as 'work')
    .set({ status: 'pending', next_attempt_at: now.toISOString(), claimed_until: null, claimed_by: null })
    .where('status', '=', 'sending')
    .where('claimed_by', 'like', `${processMark()}.%`)
    .returning('id')
    .execute();
  return rows.length;
}

/** How one attempt at a claimed row went: done, or the error to keep on the row (cut to MAX_ERROR_LENGTH). */
export type AttemptResult = { ok: true } | { ok: false; error: string };

/** The longest error kept on a row. */
const MAX_ERROR_LENGTH = 1000;

/** Runs one attempt: its error, if it throws, becomes the result. */
export async function attemptOnce(run: () => Promise<unknown>): Promise<AttemptResult> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) };
  }
}

/** The column a work table stamps when a row is done. */
const DONE = { outbox_mail: { status: 'sent', column: 'sent_at' }, contact_request: { status: 'delivered', column: 'delivered_at' } } as const;

/**
 * Records the attempt at a claimed row, only while the claim is still `token`'s (a row whose lease lapsed belongs to
 * whoever took it next): done (sent, delivered); else failed after the last of `maxAttempts`; else pending again
 * `retryDelayMs` after `at`. Returns which.
 */
export async function recordAttempt(
  db: Kysely<Database>,
  table: WorkTable,
  row: { id: number; attempts: number },
  token: string,
  result: AttemptResult,
  { at, maxAttempts, retryDelayMs }: { at: Date; maxAttempts: number; retryDelayMs: number },
): Promise<'done' | 'failed' | 'retried'> {
  const stillOurs = (db as unknown as Kysely<{ work: WorkRow & Record<string, unknown> }>)
    .updateTable(table as unknown as 'work')
    .where('id', '=', row.id)
    .where('claimed_by', '=', token)
    .where('status', '=', 'sending');
  if (result.ok) {
    await stillOurs.set({ status: DONE[table].status, [DONE[table].column]: at.toISOString(), claimed_until: null, last_error: null }).execute();
    return 'done';
  }
  if (row.attempts >= maxAttempts) {
    await stillOurs.set({ status: 'failed', claimed_until: null, last_error: result.error }).execute();
    return 'failed';
  }
  await stillOurs.set({ status: 'pending', next_attempt_at: new Date(at.getTime() + retryDelayMs).toISOString(), claimed_until: null, last_error: result.error }).execute();
  return 'retried';
}

/**
 * How many rows of a work table are pending, being sent and failed, with each status's oldest `created_at`, in one
 * query grouped by status (the `(status, next_attempt_at)` index).
 */
export async function countWorkRowsByStatus(db: Kysely<Database>, table: WorkTable): Promise<{ status: string; n: unknown; oldest: string | null }[]> {
  const { rows } = await sql<{ status: string; n: unknown; oldest: string | null }>`
    select status, count(*) as n, min(created_at) as oldest from ${sql.table(table)}
    where status in ('pending', 'sending', 'failed') group by status`.execute(db);
  return rows;
}
