import type { RetryPolicy } from '@/server/outbox/retry-policy';

/**
 * The CRM worker's back-off: from CRM_RETRY_BASE_MS (1 minute by default), doubled after each failure, then hourly;
 * 30 attempts (about a day) before a request is marked failed (kept, and sent again by `scripts/contact-requests.ts requeue`).
 */
export const crmRetryPolicy = (baseDelayMs: number): RetryPolicy => ({ baseDelayMs, maxDelayMs: 3_600_000, maxAttempts: 30, leaseMs: 120_000 });
