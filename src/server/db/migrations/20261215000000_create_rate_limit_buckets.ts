import type { Kysely } from 'kysely';
import { notNull } from './schema-helpers';

/**
 * Rate-limit buckets shared by every server process and app instance (src/server/rate-limit/limiters.ts): one row per
 * limit and client address, updated by a single upsert, so counts hold across `npm start`'s processes and across
 * instances on one PostgreSQL. Expired rows are deleted as requests come (by `tat`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_bucket')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('tat', 'bigint', notNull)
    .addColumn('allowed', 'integer', notNull)
    .execute();
  await db.schema.createIndex('rate_limit_bucket_by_tat').on('rate_limit_bucket').column('tat').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_bucket').execute();
}
