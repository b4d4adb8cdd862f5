import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { attemptOnce, recordAttempt, workerToken } from '@/server/db/work-rows';
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
  const tally = { done: 'sent', failed: 'failed', retried: 'retried' } as const;
  for (const mail of mails) {
    const result = await attemptOnce(() => send(mail, pass.send));
    const recorded = await recordAttempt(db, 'outbox_mail', mail, token, result, { at: now(), maxAttempts: pass.policy.maxAttempts, retryDelayMs: retryDelayMs(mail.attempts, pass.policy) });
    outcome[tally[recorded]]++;
  }
  return outcome;
}

function send(mail: OutboxMailRow, sender: MailSender): Promise<void> {
  const attachments = attachmentsOf(mail.attachments);
  return sender({ to: mail.to_address, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), ...(attachments.length ? { attachments } : {}) });
}
