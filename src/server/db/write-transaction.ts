import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { dialectOf } from '@/server/db/dialect';

/**
 * A transaction that writes. PostgreSQL: Kysely's (read committed; conditional updates wait on row locks).
 * SQLite: `BEGIN IMMEDIATE` on the client's one connection, which takes the file's write lock first, so two server
 * processes never both read and then both write (a deferred transaction would fail to upgrade instead of waiting);
 * a process waiting for the lock waits up to the connection's busy_timeout (SQLITE_BUSY_TIMEOUT_MS, 5 s by default).
 */
export async function writeTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

/** Whether an error is a unique-constraint violation naming `column` (SQLite and PostgreSQL wordings). */
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: string; message?: string; detail?: string; constraint?: string };
  const unique = e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '');
  return unique && [e.message, e.detail, e.constraint].some((text) => text?.includes(column));
}

/** PostgreSQL's deadlock (two orders locking the same nights in another order): the transaction may simply be retried. */
export const isDeadlock = (error: unknown): boolean => !!error && typeof error === 'object' && (error as { code?: string }).code === '40P01';
