import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/database';

/** Reads and writes of the shared rate-limit buckets (GCRA, docs/rate-limits.md); the rule lives in limiters.ts. */

/**
 * The table (migration 20261215000000_create_rate_limit_buckets), one row per limit and client: `tat` is the time,
 * in epoch milliseconds, at which the bucket would be full again; `allowed` the verdict of its last request. Not
 * catalog data (no version trigger); read and written by this file only, with SQL that runs on both engines.
 */
type BucketRow = { tat: number | string; allowed: number | string };

/**
 * Spends one request of a bucket in one statement, atomic on both engines: its theoretical arrival time (`tat`)
 * moves `interval` ms past the later of itself and `now` when that stays within `burst` ms of now (allowed), else it
 * stays (refused). All arithmetic in integer milliseconds. Returns the stored time and the verdict.
 */
export async function spendBucket(db: Kysely<Database>, { bucket, now, interval, burst }: { bucket: string; now: number; interval: number; burst: number }): Promise<BucketRow | undefined> {
  const start = sql`case when rate_limit_bucket.tat > ${now} then rate_limit_bucket.tat else ${now} end`;
  const fits = sql`${start} + ${interval} - ${now} <= ${burst}`;
  const { rows } = await sql<BucketRow>`
    insert into rate_limit_bucket (bucket, tat, allowed) values (${bucket}, ${now + interval}, 1)
    on conflict (bucket) do update set
      allowed = case when ${fits} then 1 else 0 end,
      tat = case when ${fits} then ${start} + ${interval} else rate_limit_bucket.tat end
    returning tat, allowed`.execute(db);
  return rows[0];
}

/** Forgets the buckets whose time has passed (they would allow a full burst anyway). */
export async function deleteBucketsBefore(db: Kysely<Database>, now: number): Promise<void> {
  await sql`delete from rate_limit_bucket where tat < ${now}`.execute(db);
}

/** Forgets every bucket of a limit (tests). */
export async function deleteBucketsOfLimit(db: Kysely<Database>, name: string): Promise<void> {
  await sql`delete from rate_limit_bucket where bucket like ${`${name}:%`}`.execute(db);
}
