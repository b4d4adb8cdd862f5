import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/*
 * Nightly price history that records itself (docs/catalog-database.md, 'price history'): a trigger on `availability`
 * writes the superseded prices of a night into `night_price_history` whenever an update changes its price or one of
 * its supplements, in the statement's own transaction, whoever runs it (the catalog's code, a script, the e2e's price
 * bump, a person in a SQL shell): a trigger, not a repository, because availability is written from many places.
 *
 * `night_price_history` reads 'outside every row, a night cost what `availability` says'. Once availability changes,
 * that no longer holds for the past, so the trigger writes the old prices over every day of the recorded past that no
 * row covers, up to the change day (excluded): the gaps between rows, the days after the last one and, before the
 * first one, the days since the offer's prices started being recorded (its first `offer_price_history` row; never
 * recorded: nothing to keep). A day's price is the one in force at its end: a second change on the same day adds no
 * row (the gap is empty), so a price raised and brought back the same day leaves history as it was. `day` is the
 * database's UTC day. Inserts and deletes of nights record nothing (a new night had no earlier price; a deleted one is
 * no longer sold). Rules in src/server/catalog/prices/price-recording.ts (`supersededSpans`, the same gaps in code).
 */

/** The prices the history keeps: an update of any of them records the night's old prices. */
const PRICE_COLUMNS = 'price, extra_adult_price, child_price, baby_price';
const SQLITE_CHANGED = `old.price is not new.price or old.extra_adult_price is not new.extra_adult_price
  or old.child_price is not new.child_price or old.baby_price is not new.baby_price`;
const POSTGRES_CHANGED = `old.price is distinct from new.price or old.extra_adult_price is distinct from new.extra_adult_price
  or old.child_price is distinct from new.child_price or old.baby_price is distinct from new.baby_price`;
const SQLITE_TODAY = `date('now')`;
const POSTGRES_TODAY = `to_char(now() at time zone 'UTC', 'YYYY-MM-DD')`;

/** The one statement of both engines, `TODAY` replaced by the engine's UTC day. */
const RECORD = `insert into night_price_history (offer_id, night, valid_from, valid_to, price, extra_adult_price, child_price, baby_price)
  select old.offer_id, old.day, gap.valid_from, gap.valid_to, old.price, old.extra_adult_price, old.child_price, old.baby_price
  from (
    select r.valid_to as valid_from,
      coalesce((select min(n.valid_from) from night_price_history n
        where n.offer_id = old.offer_id and n.night = old.day and n.valid_from >= r.valid_to), TODAY) as valid_to
    from night_price_history r
    where r.offer_id = old.offer_id and r.night = old.day
    union all
    select s.since as valid_from,
      coalesce((select min(n.valid_from) from night_price_history n where n.offer_id = old.offer_id and n.night = old.day), TODAY) as valid_to
    from (select min(h.day) as since from offer_price_history h where h.offer_id = old.offer_id) s
  ) gap
  where gap.valid_from < gap.valid_to and gap.valid_to <= TODAY
  on conflict do nothing`;
const SQLITE_RECORD = RECORD.replaceAll('TODAY', SQLITE_TODAY);
const POSTGRES_RECORD = RECORD.replaceAll('TODAY', POSTGRES_TODAY);

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql
      .raw(
        `create or replace function record_night_price_history() returns trigger language plpgsql as $$
         begin ${POSTGRES_RECORD}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger availability_price_update_records_history after update of ${PRICE_COLUMNS} on availability
         for each row when (${POSTGRES_CHANGED}) execute function record_night_price_history()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create trigger availability_price_update_records_history after update of ${PRICE_COLUMNS} on availability when ${SQLITE_CHANGED}
       begin ${SQLITE_RECORD}; end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql.raw('drop trigger if exists availability_price_update_records_history on availability').execute(db);
    await sql.raw('drop function if exists record_night_price_history()').execute(db);
    return;
  }
  await sql.raw('drop trigger if exists availability_price_update_records_history').execute(db);
}
