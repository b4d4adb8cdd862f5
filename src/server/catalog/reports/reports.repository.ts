import type { Kysely } from 'kysely';
import type { Database, NewRow } from '@/server/db/database';

export async function insertMissingPageReport(db: Kysely<Database>, row: NewRow<'missing_page_report'>): Promise<void> {
  await db.insertInto('missing_page_report').values(row).execute();
}

export async function insertClientErrorReport(db: Kysely<Database>, row: NewRow<'client_error_report'>): Promise<void> {
  await db.insertInto('client_error_report').values(row).execute();
}

export async function insertAnalyticsEvents(db: Kysely<Database>, rows: NewRow<'analytics_event'>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('analytics_event').values(rows).execute();
}
