import type { Selectable } from 'kysely';
import type { ContactRequestTable } from '@/server/db/database';

export type ContactRequestRow = Selectable<ContactRequestTable>;

/** The web-to-case form fields the CRM receives (product-and-purchase §3 contact form fields, §7 contact post). */
export type CrmCase = Record<string, string>;

/** Hands one case to the CRM or throws; the worker records either outcome. */
export type CrmSender = (fields: CrmCase) => Promise<void>;
