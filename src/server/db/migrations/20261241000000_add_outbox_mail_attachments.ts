import type { Kysely } from 'kysely';

/**
 * A mail may carry files (the gift delivery's printable card as a PDF: docs/email-outbox.md): a JSON list of
 * `{ filename, contentType, content }` with the content in base64, stored with the mail so a retry sends the same
 * files. Null for mails without any, and on the rows written before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_mail').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_mail').dropColumn('attachments').execute();
}
