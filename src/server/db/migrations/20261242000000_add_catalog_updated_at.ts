import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/*
 * When each indexable catalog row last changed, for the sitemap's `lastmod` (src/server/seo/sitemap-parts.ts): an
 * ISO instant `updated_at` ('2026-12-07T14:03:11.402Z', the format of `created_at`) on the offers, hotels and gift
 * boxes and on their translations. A row inserted without one gets the insert's time, and an update that does not
 * set it moves it to the update's time (triggers: PostgreSQL before each row, SQLite after, on the row's key), so
 * an edit by a script or by hand counts as well as one through the code. A page's last change is the latest of its
 * row's and its translations'. Rows already there take their creation time (offers, hotels) or this migration's.
 */
export const TOUCHED_TABLES = [
  { table: 'offer', key: ['id'] },
  { table: 'offer_translation', key: ['offer_id', 'locale'] },
  { table: 'hotel', key: ['id'] },
  { table: 'hotel_translation', key: ['hotel_id', 'locale'] },
  { table: 'gift_box', key: ['code'] },
  { table: 'gift_box_translation', key: ['code', 'locale'] },
] as const;

const SQLITE_NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** The statements creating (or dropping) the triggers that keep `table`'s updated_at. */
function triggers(dialect: 'sqlite' | 'postgres', table: string, key: readonly string[], drop = false): string[] {
  if (drop) return ['insert', 'update'].map((event) => `drop trigger if exists ${table}_${event}_sets_updated_at${dialect === 'postgres' ? ` on ${table}` : ''}`);
  if (dialect === 'postgres') {
    return [
      `create trigger ${table}_insert_sets_updated_at before insert on ${table} for each row when (new.updated_at is null) execute function set_updated_at()`,
      `create trigger ${table}_update_sets_updated_at before update on ${table} for each row when (new.updated_at is not distinct from old.updated_at) execute function set_updated_at()`,
    ];
  }
  const where = key.map((column) => `${column} = new.${column}`).join(' and ');
  return [
    `create trigger ${table}_insert_sets_updated_at after insert on ${table} when new.updated_at is null begin update ${table} set updated_at = ${SQLITE_NOW} where ${where}; end`,
    `create trigger ${table}_update_sets_updated_at after update on ${table} when new.updated_at is old.updated_at begin update ${table} set updated_at = ${SQLITE_NOW} where ${where}; end`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const now = new Date().toISOString();
  for (const { table } of TOUCHED_TABLES) await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
  await sql`update offer set updated_at = created_at`.execute(db);
  await sql`update offer_translation set updated_at = (select offer.created_at from offer where offer.id = offer_translation.offer_id)`.execute(db);
  await sql`update hotel set updated_at = created_at`.execute(db);
  await sql`update hotel_translation set updated_at = (select hotel.created_at from hotel where hotel.id = hotel_translation.hotel_id)`.execute(db);
  await sql`update gift_box set updated_at = ${now}`.execute(db);
  await sql`update gift_box_translation set updated_at = ${now}`.execute(db);
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create or replace function set_updated_at() returns trigger language plpgsql as $$
         begin new.updated_at := to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'); return new; end $$`,
      )
      .execute(db);
  }
  for (const { table, key } of TOUCHED_TABLES) for (const statement of triggers(dialect, table, key)) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  for (const { table, key } of TOUCHED_TABLES) {
    for (const statement of triggers(dialect, table, key, true)) await sql.raw(statement).execute(db);
    await db.schema.alterTable(table).dropColumn('updated_at').execute();
  }
  if (dialect === 'postgres') await sql.raw('drop function if exists set_updated_at()').execute(db);
}
