import type { Kysely } from 'kysely';
import type { Database, NewRow } from '@/server/db/database';

/** Reads and writes of the contact requests and of the captcha's stored key; the rules live in contact.service.ts and captcha.ts. */

export async function insertContactRequest(db: Kysely<Database>, row: NewRow<'contact_request'>): Promise<void> {
  await db.insertInto('contact_request').values(row).execute();
}

/** The value of a named secret, stored first as `value` when there is none (racing servers all read the first stored). */
export async function storedSecret(db: Kysely<Database>, name: string, value: string, now: Date): Promise<string> {
  await db.insertInto('app_secret').values({ name, value, created_at: now.toISOString() }).onConflict((oc) => oc.column('name').doNothing()).execute();
  return (await db.selectFrom('app_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;
}
