import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { getDb } from '@/server/db/get-db';
import { logger } from '@/lib/logging/logger.js';
import { processMetrics } from '@/server/observability/metrics.js';

export type RateLimitOptions = {
  /** burst: requests a client may send at once */
  capacity: number;
  /** sustained rate: tokens added per second */
  refillPerSecond: number;
  /** buckets kept at most (oldest dropped first); bounds memory under many distinct addresses */
  maxClients?: number;
  now?: () => number;
};

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Bucket = { tokens: number; at: number };

/**
 * A token bucket per client key, in this process's memory: `take(key)` spends one token or says how many
 * seconds until the next one. Only the fallback of SharedRateLimiter (when the database cannot answer) and unit
 * tests use it: on its own it would count per process.
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly maxClients: number;
  private readonly now: () => number;

  constructor(private readonly options: RateLimitOptions) {
    this.maxClients = options.maxClients ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  take(key: string): Verdict {
    const now = this.now();
    const { capacity, refillPerSecond } = this.options;
    let bucket = this.buckets.get(key);
    if (bucket) {
      bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * refillPerSecond);
      bucket.at = now;
      // Re-insert: Map order then tracks recent use, so eviction drops the longest idle client.
      this.buckets.delete(key);
    } else {
      bucket = { tokens: capacity, at: now };
      if (this.buckets.size >= this.maxClients) this.buckets.delete(this.buckets.keys().next().value!);
    }
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerSecond)) };
  }

  reset(): void {
    this.buckets.clear();
  }
}

/**
 * The table (migration 20261215000000_create_rate_limit_buckets), one row per limit and client: `tat` is the time,
 * in epoch milliseconds, at which the bucket would be full again; `allowed` the verdict of its last request. Not
 * catalog data (no version trigger); read and written here only, with SQL that runs on both engines.
 */
export type RateLimitBucketRow = { bucket: string; tat: number; allowed: number };

/** Expired buckets (fully refilled, as good as absent) are deleted on about one request in this many. */
const SWEEP_EVERY = 100;

/**
 * A rate limit counted in the database, so it holds across every server process (`npm start` runs one per core)
 * and every app instance sharing the database (SQLite file or PostgreSQL). Each request is one upsert of the
 * bucket's row, atomic on both engines: the generic cell rate algorithm keeps one number per client, the time at
 * which its bucket would be full again (`tat`); a request is allowed when that time, pushed by one interval, stays
 * within the burst. When the database cannot answer, the limit falls back to this process's memory.
 */
export class SharedRateLimiter {
  private readonly intervalMs: number;
  private readonly burstMs: number;
  private readonly fallback: TokenBucketLimiter;
  private readonly now: () => number;

  constructor(
    /** the limit's name, part of every bucket key: `<name>:<client>` */
    readonly name: string,
    readonly options: RateLimitOptions,
    private readonly db: () => Kysely<Database> = getDb,
  ) {
    this.intervalMs = Math.max(1, Math.round(1000 / options.refillPerSecond));
    this.burstMs = this.intervalMs * options.capacity;
    this.fallback = new TokenBucketLimiter(options);
    this.now = options.now ?? Date.now;
  }

  async take(client: string): Promise<Verdict> {
    const verdict = await this.verdict(client);
    if (!verdict.allowed) processMetrics().rateLimitRefusals.inc({ limit: this.name });
    return verdict;
  }

  private async verdict(client: string): Promise<Verdict> {
    const now = Math.floor(this.now());
    const bucket = `${this.name}:${client}`.slice(0, 200);
    const interval = this.intervalMs;
    const burst = this.burstMs;
    try {
      const db = this.db();
      // `start` is the later of the stored time and now; all arithmetic stays in integer milliseconds.
      const start = sql`case when rate_limit_bucket.tat > ${now} then rate_limit_bucket.tat else ${now} end`;
      const fits = sql`${start} + ${interval} - ${now} <= ${burst}`;
      const { rows } = await sql<RateLimitBucketRow>`
        insert into rate_limit_bucket (bucket, tat, allowed) values (${bucket}, ${now + interval}, 1)
        on conflict (bucket) do update set
          allowed = case when ${fits} then 1 else 0 end,
          tat = case when ${fits} then ${start} + ${interval} else rate_limit_bucket.tat end
        returning tat, allowed`.execute(db);
      if (Math.random() * SWEEP_EVERY < 1) void this.sweep(db, now);
      const row = rows[0];
      if (row && Number(row.allowed) === 1) return { allowed: true };
      const waitMs = Number(row?.tat ?? now) - (now + burst - interval);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    } catch (error) {
      logger.error({ err: error, limit: this.name }, '[rate-limit] shared store unavailable, counting in this process');
      return this.fallback.take(client);
    }
  }

  private async sweep(db: Kysely<Database>, now: number): Promise<void> {
    await sql`delete from rate_limit_bucket where tat < ${now}`.execute(db).catch(() => undefined);
  }

  /** Forgets every bucket of this limit (tests). */
  async reset(): Promise<void> {
    this.fallback.reset();
    await sql`delete from rate_limit_bucket where bucket like ${`${this.name}:%`}`.execute(this.db());
  }
}

/** Anything that can spend a request of a client. */
export type Limiter = { take(client: string): Verdict | Promise<Verdict> };

/** Limits of the report endpoints, per client address and endpoint: bursts of 30, then one a second. */
export const REPORT_RATE_LIMIT: RateLimitOptions = { capacity: 30, refillPerSecond: 1 };
