import { storedAttachments, type DbExecutor, type OutboxMailInput } from './outbox-mail';

/**
 * Store a mail in the outbox, due at once; the worker of any server process delivers it (docs/email-outbox.md).
 * Pass the caller's transaction to make the mail part of it: an order that rolls back leaves no mail behind, and an
 * order that commits always has its mail. Returns the mail's id.
 */
export async function enqueueMail(executor: DbExecutor, mail: OutboxMailInput, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const row = await executor
    .insertInto('outbox_mail')
    .values({
      kind: mail.kind,
      locale: mail.locale,
      to_address: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: storedAttachments(mail.attachments),
      order_id: mail.orderId ?? null,
      next_attempt_at: at,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
