import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { getDb } from '@/server/db/get-db';
import { logger } from '@/lib/logging/logger.js';
import { processMetrics } from '@/server/observability/metrics.js';
import { deleteBucketsBefore, deleteBucketsOfLimit, spendBucket } from './rate-limit-buckets.repository';

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
      const row = await spendBucket(db, { bucket, now, interval, burst });
      if (Math.random() * SWEEP_EVERY < 1) void this.sweep(db, now);
      if (row && Number(row.allowed) === 1) return { allowed: true };
      const waitMs = Number(row?.tat ?? now) - (now + burst - interval);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    } catch (error) {
      logger.error({ err: error, limit: this.name }, '[rate-limit] shared store unavailable, counting in this process');
      return this.fallback.take(client);
    }
  }

  private async sweep(db: Kysely<Database>, now: number): Promise<void> {
    await deleteBucketsBefore(db, now).catch(() => undefined);
  }

  /** Forgets every bucket of this limit (tests). */
  async reset(): Promise<void> {
    this.fallback.reset();
    await deleteBucketsOfLimit(this.db(), this.name);
  }
}

/** Anything that can spend a request of a client. */
export type Limiter = { take(client: string): Verdict | Promise<Verdict> };

/** Limits of the report endpoints, per client address and endpoint: bursts of 30, then one a second. */
export const REPORT_RATE_LIMIT: RateLimitOptions = { capacity: 30, refillPerSecond: 1 };
