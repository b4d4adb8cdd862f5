import type { Kysely } from 'kysely';
import { clustered, notNull } from './schema-helpers';

/*
 * Price history, for honest struck prices (EU Omnibus): a struck reference price is the lowest price of the previous
 * 30 days (src/server/catalog/prices/reference-price.ts).
 * - `offer_price_history`: the offer's 'from' price (2 adults, advertised nights) and single-voucher price, one row per
 *   offer and day. Its first day is when the offer's prices started being recorded: fewer than 30 days, no struck price.
 * - `night_price_history`: superseded nightly prices. Night `night` sold at these prices from `valid_from` (included)
 *   to `valid_to` (excluded); outside every row, a night's price was the one in `availability`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await clustered(
    db,
    db.schema
      .createTable('offer_price_history')
      .addColumn('offer_id', 'integer', notNull)
      .addColumn('day', 'text', notNull)
      .addColumn('from_price', 'integer', notNull)
      .addColumn('sv_price', 'integer')
      .addPrimaryKeyConstraint('offer_price_history_pk', ['offer_id', 'day'] as never),
  ).execute();
  await clustered(
    db,
    db.schema
      .createTable('night_price_history')
      .addColumn('offer_id', 'integer', notNull)
      .addColumn('night', 'text', notNull)
      .addColumn('valid_from', 'text', notNull)
      .addColumn('valid_to', 'text', notNull)
      .addColumn('price', 'integer', notNull)
      .addColumn('extra_adult_price', 'integer', notNull)
      .addColumn('child_price', 'integer', notNull)
      .addColumn('baby_price', 'integer', notNull)
      .addPrimaryKeyConstraint('night_price_history_pk', ['offer_id', 'night', 'valid_from'] as never),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('night_price_history').execute();
  await db.schema.dropTable('offer_price_history').execute();
}
