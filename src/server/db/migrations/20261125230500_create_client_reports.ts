import type { Kysely } from 'kysely';
import { notNull, withAutoId } from './schema-helpers';

/** What browsers send us, kept as received: analytics events, client errors, missing pages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAutoId(db, db.schema.createTable('analytics_event'))
    .addColumn('received_at', 'text', notNull)
    .addColumn('pos', 'text', notNull)
    .addColumn('client_id', 'text')
    .addColumn('user_id', 'text')
    .addColumn('name', 'text', notNull)
    .addColumn('payload', 'text', notNull)
    .execute();
  await db.schema.createIndex('analytics_event_by_time').on('analytics_event').column('received_at').execute();

  await withAutoId(db, db.schema.createTable('client_error_report'))
    .addColumn('received_at', 'text', notNull)
    .addColumn('level', 'text', notNull)
    .addColumn('message', 'text', notNull)
    .addColumn('location', 'text')
    .addColumn('locale', 'text')
    .addColumn('page_url', 'text')
    .addColumn('user_agent', 'text')
    .execute();

  await withAutoId(db, db.schema.createTable('missing_page_report'))
    .addColumn('received_at', 'text', notNull)
    .addColumn('uri', 'text', notNull)
    .addColumn('locale', 'text')
    .addColumn('referrer', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['missing_page_report', 'client_error_report', 'analytics_event']) await db.schema.dropTable(table).execute();
}
