import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { workerToken } from '@/server/db/work-rows';
import { claimDueMails } from './claim-due-mails';
import { attachmentsOf, type MailSender, type OutboxMailRow } from './outbox-mail';
import { retryDelayMs, type RetryPolicy } from './retry-policy';

export type DeliveryPass = {
  send: MailSender;
  policy: RetryPolicy;
  /** mails claimed at once */
  batchSize: number;
  now?: () => Date;
};

export type DeliveryOutcome = { sent: number; retried: number; failed: number };

/** The longest server error kept on a row. */
const MAX_ERROR_LENGTH = 1000;

/**
 * One pass of the worker: claim the due mails, send each, record the outcome. A refused or unreachable send is
 * retried later with back-off, and marked failed after the policy's last attempt; no row is ever deleted. An outcome
 * is written only while the claim is still this pass's (a mail whose lease lapsed belongs to whoever took it next).
 */
export async function deliverDueMails(db: Kysely<Database>, pass: DeliveryPass): Promise<DeliveryOutcome> {
  const now = pass.now ?? (() => new Date());
  const token = workerToken();
  const mails = await claimDueMails(db, { now: now(), limit: pass.batchSize, leaseMs: pass.policy.leaseMs, token });
  const outcome: DeliveryOutcome = { sent: 0, retried: 0, failed: 0 };
  for (const mail of mails) {
    const result = await attempt(mail, pass.send);
    const stillOurs = db.updateTable('outbox_mail').where('id', '=', mail.id).where('claimed_by', '=', token).where('status', '=', 'sending');
    const at = now();
    if (result.ok) {
      await stillOurs.set({ status: 'sent', sent_at: at.toISOString(), claimed_until: null, last_error: null }).execute();
      outcome.sent++;
    } else if (mail.attempts >= pass.policy.maxAttempts) {
      await stillOurs.set({ status: 'failed', claimed_until: null, last_error: result.error }).execute();
      outcome.failed++;
    } else {
      const next = new Date(at.getTime() + retryDelayMs(mail.attempts, pass.policy)).toISOString();
      await stillOurs.set({ status: 'pending', next_attempt_at: next, claimed_until: null, last_error: result.error }).execute();
      outcome.retried++;
    }
  }
  return outcome;
}

async function attempt(mail: OutboxMailRow, send: MailSender): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    const attachments = attachmentsOf(mail.attachments);
    await send({ to: mail.to_address, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), ...(attachments.length ? { attachments } : {}) });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) };
  }
}
