import { PostgresAdapter, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** Which engine a Kysely instance talks to (migrations and bulk inserts differ in a few details). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema (migrations see Kysely<unknown>)
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//i.test(url);
