import { sql, type Kysely } from 'kysely';
import type { Database } from './database';

/** Asks the database the smallest question there is (`select 1`): resolves when it answers. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
