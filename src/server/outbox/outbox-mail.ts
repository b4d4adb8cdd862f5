import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CatalogLocale } from '@/lib/locales';
import type { Database, OutboxMailTable } from '@/server/db/database';

/** The database client or a caller's open transaction: a mail enqueued in a transaction exists only if it commits. */
export type DbExecutor = Kysely<Database> | Transaction<Database>;

/** A file a mail carries (the gift card's PDF). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** A mail to send, as its writer (orders, gifts) hands it over: already rendered in the buyer's locale. */
export type OutboxMailInput = {
  /** what the mail is, e.g. 'order_confirmation' */
  kind: string;
  locale: CatalogLocale;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: readonly MailAttachment[];
  /** the order the mail is about, if any */
  orderId?: number | null;
};

export type OutboxMailRow = Selectable<OutboxMailTable>;

/** What the worker hands to the mail server. */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

/** The attachments column written by enqueueMail, and read back for each attempt. */
export const storedAttachments = (attachments: readonly MailAttachment[] | undefined): string | null =>
  attachments?.length ? JSON.stringify(attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString('base64') }))) : null;
export const attachmentsOf = (stored: string | null): MailAttachment[] =>
  stored ? (JSON.parse(stored) as { filename: string; contentType: string; content: string }[]).map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })) : [];

/** Sends one mail or throws; the worker records either outcome. */
export type MailSender = (mail: OutgoingMail) => Promise<void>;
