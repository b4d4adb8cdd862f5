import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/*
 * The catalog's data version: one row `catalog_version (id = 1, version, instance)`.
 * - `version` is bumped by triggers on every insert, update and delete of a catalog table (PostgreSQL: once per
 *   statement, truncate too; SQLite: once per row, it has no statement triggers), so ANY edit changes it, made by the
 *   seed, a script or by hand.
 * - `instance` is drawn once when this migration runs: a re-created database never reuses an old version's meaning.
 * In-memory indexes and their snapshots on disk are keyed by (instance, version). Client reports (analytics events,
 * client errors, missing pages) are not catalog data and have no trigger. A later migration that adds a catalog table
 * adds its triggers with `catalogVersionTriggers`.
 */
export const VERSIONED_TABLES = [
  'country', 'region', 'department', 'city', 'touristic_region', 'ski_resort', 'sea_resort', 'poi', 'place_name', 'vocabulary', 'vocabulary_label',
  'hotel', 'hotel_translation', 'hotel_facility', 'hotel_eco_facility', 'hotel_type', 'hotel_environment', 'hotel_style', 'room',
  'offer', 'offer_translation', 'offer_theme', 'offer_tag', 'offer_activity_group', 'offer_activity', 'offer_pax_price', 'offer_gift_price', 'availability',
  'review', 'gift_box', 'gift_box_translation', 'gift_box_offer', 'menu_node', 'theme_of_week', 'promo_bar', 'announcement_banner', 'targeted_banner', 'gift_block', 'catalog_meta',
] as const;

const SQLITE_EVENTS = ['insert', 'update', 'delete'] as const;

/** The statements creating (or dropping) the version triggers of `table`. */
export function catalogVersionTriggers(dialect: 'sqlite' | 'postgres', table: string, drop = false): string[] {
  if (dialect === 'postgres') {
    const name = `${table}_bumps_catalog_version`;
    return drop
      ? [`drop trigger if exists ${name} on ${table}`]
      : [`create trigger ${name} after insert or update or delete or truncate on ${table} for each statement execute function bump_catalog_version()`];
  }
  return SQLITE_EVENTS.map((event) => {
    const name = `${table}_${event}_bumps_catalog_version`;
    return drop ? `drop trigger if exists ${name}` : `create trigger ${name} after ${event} on ${table} begin update catalog_version set version = version + 1; end`;
  });
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('catalog_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('instance', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into catalog_version (id, version, instance) values (1, 1, ${randomUUID()})`.execute(db);
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create or replace function bump_catalog_version() returns trigger language plpgsql as $$
         begin update catalog_version set version = version + 1; return null; end $$`,
      )
      .execute(db);
  }
  for (const table of VERSIONED_TABLES) for (const statement of catalogVersionTriggers(dialect, table)) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  for (const table of VERSIONED_TABLES) for (const statement of catalogVersionTriggers(dialect, table, true)) await sql.raw(statement).execute(db);
  if (dialect === 'postgres') await sql.raw('drop function if exists bump_catalog_version()').execute(db);
  await db.schema.dropTable('catalog_version').execute();
}
