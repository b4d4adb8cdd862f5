import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { attemptOnce, recordAttempt, workerToken } from '@/server/db/work-rows';
import { retryDelayMs, type RetryPolicy } from '@/server/outbox/retry-policy';
import { claimDueRequests } from './claim-due-requests';
import type { ContactRequestRow, CrmCase, CrmSender } from './contact-request';

export type CrmDeliveryPass = {
  send: CrmSender;
  /** the web-to-case form of a stored request */
  caseOf: (row: ContactRequestRow) => CrmCase;
  policy: RetryPolicy;
  batchSize: number;
  now?: () => Date;
};

export type CrmDeliveryOutcome = { delivered: number; retried: number; failed: number };

/**
 * One pass of the CRM worker: claim the due requests, post each to the CRM, record the outcome. A refused or
 * unreachable CRM means another attempt later with back-off, and `failed` (kept, never deleted) after the last one.
 * An outcome is written only while the claim is still this pass's.
 */
export async function deliverDueRequests(db: Kysely<Database>, pass: CrmDeliveryPass): Promise<CrmDeliveryOutcome> {
  const now = pass.now ?? (() => new Date());
  const token = workerToken();
  const requests = await claimDueRequests(db, { now: now(), limit: pass.batchSize, leaseMs: pass.policy.leaseMs, token });
  const outcome: CrmDeliveryOutcome = { delivered: 0, retried: 0, failed: 0 };
  const tally = { done: 'delivered', failed: 'failed', retried: 'retried' } as const;
  for (const request of requests) {
    const result = await attemptOnce(() => pass.send(pass.caseOf(request)));
    const recorded = await recordAttempt(db, 'contact_request', request, token, result, { at: now(), maxAttempts: pass.policy.maxAttempts, retryDelayMs: retryDelayMs(request.attempts, pass.policy) });
    outcome[tally[recorded]]++;
  }
  return outcome;
}
