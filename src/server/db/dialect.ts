import type { Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** Which engine a Kysely instance talks to (migrations and bulk inserts differ in a few details). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema (migrations see Kysely<unknown>)
export function dialectOf(db: Kysely<any>): Dialect {
  // Not `instanceof PostgresAdapter`: the production server bundle holds two copies of Kysely's adapter classes, and
  // the check said 'sqlite' on PostgreSQL there. Of the two engines, only PostgreSQL runs DDL inside transactions.
  return db.getExecutor().adapter.supportsTransactionalDdl ? 'postgres' : 'sqlite';
}

export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//i.test(url);
