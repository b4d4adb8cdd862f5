import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { workerToken } from '@/server/db/work-rows';
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

const MAX_ERROR_LENGTH = 1000;

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
  for (const request of requests) {
    const result = await attempt(request, pass);
    const stillOurs = db.updateTable('contact_request').where('id', '=', request.id).where('claimed_by', '=', token).where('status', '=', 'sending');
    const at = now();
    if (result.ok) {
      await stillOurs.set({ status: 'delivered', delivered_at: at.toISOString(), claimed_until: null, last_error: null }).execute();
      outcome.delivered++;
    } else if (request.attempts >= pass.policy.maxAttempts) {
      await stillOurs.set({ status: 'failed', claimed_until: null, last_error: result.error }).execute();
      outcome.failed++;
    } else {
      const next = new Date(at.getTime() + retryDelayMs(request.attempts, pass.policy)).toISOString();
      await stillOurs.set({ status: 'pending', next_attempt_at: next, claimed_until: null, last_error: result.error }).execute();
      outcome.retried++;
    }
  }
  return outcome;
}

async function attempt(request: ContactRequestRow, pass: CrmDeliveryPass): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    await pass.send(pass.caseOf(request));
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) };
  }
}
