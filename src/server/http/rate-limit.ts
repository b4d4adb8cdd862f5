import type { IncomingMessage } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';

export type RateLimitOptions = {
  /** burst: requests a client may send at once */
  capacity: number;
  /** sustained rate: tokens added per second */
  refillPerSecond: number;
  /** buckets kept at most (oldest dropped first); bounds memory under many distinct addresses */
  maxClients?: number;
  now?: () => number;
};

type Bucket = { tokens: number; at: number };

/**
 * A token bucket per client key, in this process's memory: `take(key)` spends one token or says how many
 * seconds until the next one. Each app instance counts on its own (a shared store would be needed to count
 * across instances); that bounds abuse of the write endpoints without a new dependency.
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly maxClients: number;
  private readonly now: () => number;

  constructor(private readonly options: RateLimitOptions) {
    this.maxClients = options.maxClients ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
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
 * The client address: the last X-Forwarded-For entry (the one our own load balancer appended; earlier
 * entries are the client's to forge), else the socket's address.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  const forwarded = req.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((s) => s.trim()).filter(Boolean);
  return list.at(-1) ?? req.socket?.remoteAddress ?? 'unknown';
}

type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;

/** Answers 429 JSON with Retry-After once a client has spent its tokens; otherwise runs the handler. */
export function withRateLimit(limiter: TokenBucketLimiter, handler: Handler): Handler {
  return (req, res) => {
    const verdict = limiter.take(clientAddress(req));
    if (!verdict.allowed) {
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      res.setHeader('Cache-Control', 'no-store');
      res.status(429).json({ error: 'rate_limited', message: `Too many requests; retry in ${verdict.retryAfterSeconds} s` });
      return;
    }
    return handler(req, res);
  };
}

/** Limits of the report endpoints, per client address and endpoint: bursts of 30, then one a second. */
export const REPORT_RATE_LIMIT: RateLimitOptions = { capacity: 30, refillPerSecond: 1 };
