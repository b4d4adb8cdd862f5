/** How the worker retries a mail the server refused or could not take (docs/email-outbox.md). */
export type RetryPolicy = {
  /** wait after the first failed attempt; doubled after each further one */
  baseDelayMs: number;
  /** the longest wait between two attempts */
  maxDelayMs: number;
  /** attempts before a mail is marked failed (kept, never deleted) */
  maxAttempts: number;
  /** how long a claimed mail stays with its worker; past it (a process that died mid-send) another takes it */
  leaseMs: number;
};

/** 1, 2, 4 ... 32 minutes, then hourly: twelve attempts over about six hours before a mail is marked failed. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 60_000, maxDelayMs: 3_600_000, maxAttempts: 12, leaseMs: 120_000 };

/** The wait before the next attempt of a mail that has failed `attempts` times (1 → base, 2 → 2 × base, ... capped). */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}
