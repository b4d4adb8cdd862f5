import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CatalogLocale } from '@/lib/locales';
import type { Database, OutboxMailTable } from '@/server/db/database';

/** The database client or a caller's open transaction: a mail enqueued in a transaction exists only if it commits. */
export type DbExecutor = Kysely<Database> | Transaction<Database>;

/** A mail to send, as its writer (orders, gifts) hands it over: already rendered in the buyer's locale. */
export type OutboxMailInput = {
  /** what the mail is, e.g. 'order_confirmation' */
  kind: string;
  locale: CatalogLocale;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** the order the mail is about, if any */
  orderId?: number | null;
};

export type OutboxMailRow = Selectable<OutboxMailTable>;

/** What the worker hands to the mail server. */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

/** Sends one mail or throws; the worker records either outcome. */
export type MailSender = (mail: OutgoingMail) => Promise<void>;
