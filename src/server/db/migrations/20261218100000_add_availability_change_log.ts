import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { catalogVersionTriggers } from './20261126020000_add_catalog_version';

/*
 * Stock and price changes of availability nights, for the in-memory search index to follow them incrementally
 * (docs/search-index.md, "Live stock and price changes"):
 * - `availability_change (seq, offer_id, day, changed_at)` gets one row per night whose indexed values change
 *   (rooms left, closed, the five prices, minimum stay, promotion), written by a trigger whoever updates the table
 *   (orders, a script, a person in a SQL shell). On PostgreSQL each row also records its transaction (`tx`, xid8),
 *   so a reader can take exactly the rows its last snapshot did not see, whatever order transactions commit in.
 * - Such updates no longer move `catalog_version` (which makes every process rebuild its whole index): inserts and
 *   deletes of availability rows, updates of their key (offer, day), and every other catalog table still do.
 */

/** The availability columns the search index holds: an update of any of them is logged. */
const INDEXED_COLUMNS = 'price, bar_price, extra_adult_price, child_price, baby_price, min_stay, rooms_left, closed, promo_percent';
const SQLITE_CHANGED = `old.price is not new.price or old.bar_price is not new.bar_price or old.extra_adult_price is not new.extra_adult_price
  or old.child_price is not new.child_price or old.baby_price is not new.baby_price or old.min_stay is not new.min_stay
  or old.rooms_left is not new.rooms_left or old.closed is not new.closed or old.promo_percent is not new.promo_percent`;
const POSTGRES_CHANGED = `old.price is distinct from new.price or old.bar_price is distinct from new.bar_price
  or old.extra_adult_price is distinct from new.extra_adult_price or old.child_price is distinct from new.child_price
  or old.baby_price is distinct from new.baby_price or old.min_stay is distinct from new.min_stay
  or old.rooms_left is distinct from new.rooms_left or old.closed is distinct from new.closed or old.promo_percent is distinct from new.promo_percent`;

const SQLITE_UP = [
  `create table availability_change (
     seq integer primary key autoincrement,
     offer_id integer not null,
     day text not null,
     changed_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`,
  'create index availability_change_by_time on availability_change (changed_at)',
  `create trigger availability_update_logs_change after update of ${INDEXED_COLUMNS} on availability when ${SQLITE_CHANGED}
   begin insert into availability_change (offer_id, day) values (new.offer_id, new.day); end`,
  'drop trigger availability_update_bumps_catalog_version',
  `create trigger availability_key_update_bumps_catalog_version after update of offer_id, day on availability
   begin update catalog_version set version = version + 1; end`,
];

const SQLITE_DOWN = [
  'drop trigger availability_key_update_bumps_catalog_version',
  'drop trigger availability_update_logs_change',
  'drop table availability_change',
];

const POSTGRES_UP = [
  `create table availability_change (
     seq bigserial primary key,
     offer_id integer not null,
     day text not null,
     tx xid8 not null default pg_current_xact_id(),
     changed_at text not null default to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
  'create index availability_change_by_tx on availability_change (tx)',
  'create index availability_change_by_time on availability_change (changed_at)',
  `create or replace function log_availability_change() returns trigger language plpgsql as $$
   begin insert into availability_change (offer_id, day) values (new.offer_id, new.day); return null; end $$`,
  `create trigger availability_update_logs_change after update of ${INDEXED_COLUMNS} on availability
   for each row when (${POSTGRES_CHANGED}) execute function log_availability_change()`,
  'drop trigger availability_bumps_catalog_version on availability',
  `create trigger availability_bumps_catalog_version after insert or delete or truncate on availability
   for each statement execute function bump_catalog_version()`,
  `create trigger availability_key_update_bumps_catalog_version after update of offer_id, day on availability
   for each statement execute function bump_catalog_version()`,
];

const POSTGRES_DOWN = [
  'drop trigger availability_key_update_bumps_catalog_version on availability',
  'drop trigger availability_bumps_catalog_version on availability',
  'drop trigger availability_update_logs_change on availability',
  'drop function log_availability_change()',
  'drop table availability_change',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of dialectOf(db) === 'postgres' ? POSTGRES_UP : SQLITE_UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  for (const statement of dialect === 'postgres' ? POSTGRES_DOWN : SQLITE_DOWN) await sql.raw(statement).execute(db);
  // Back to one version trigger per event, as migration 20261126020000 made them.
  const restored = catalogVersionTriggers(dialect, 'availability').filter((s) => dialect === 'postgres' || s.includes('after update'));
  for (const statement of restored) await sql.raw(statement).execute(db);
}
