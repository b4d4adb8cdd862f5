import type { Kysely } from 'kysely';
import { clustered, FLOAT, notNull, zero } from './schema-helpers';

/** Guest reviews with the six criteria, and gift boxes with the offers they can be redeemed for. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('hotel_id', 'integer', notNull)
    .addColumn('offer_id', 'integer')
    .addColumn('locale', 'text', notNull)
    .addColumn('customer', 'text', notNull)
    .addColumn('traveller_type', 'text', notNull)
    .addColumn('date', 'text', notNull)
    .addColumn('average', FLOAT, notNull)
    .addColumn('welcoming', FLOAT, notNull)
    .addColumn('comfort', FLOAT, notNull)
    .addColumn('cleanliness', FLOAT, notNull)
    .addColumn('food', FLOAT, notNull)
    .addColumn('localization', FLOAT, notNull)
    .addColumn('price_quality_ratio', FLOAT, notNull)
    .addColumn('positive', 'text', notNull)
    .addColumn('negative', 'text', notNull)
    .execute();
  await db.schema.createIndex('review_by_hotel_date').on('review').columns(['hotel_id', 'date']).execute();
  await db.schema.createIndex('review_by_hotel_locale').on('review').columns(['hotel_id', 'locale', 'date']).execute();

  await db.schema
    .createTable('gift_box')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', notNull)
    .addColumn('theme_id', 'integer')
    .addColumn('nights', 'integer', notNull)
    .addColumn('value', 'integer', notNull)
    .addColumn('reference_price', 'integer', notNull)
    .addColumn('sell_price', 'integer', notNull)
    .addColumn('format', 'text', notNull)
    .addColumn('published', 'integer', notNull)
    .addColumn('position', 'integer', zero)
    .addColumn('rating', FLOAT, notNull)
    .addColumn('images', 'text', notNull)
    .execute();

  await clustered(
    db,
    db.schema
      .createTable('gift_box_translation')
      .addColumn('code', 'text', notNull)
      .addColumn('locale', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('included_content', 'text', notNull)
      .addPrimaryKeyConstraint('gift_box_translation_pk', ['code', 'locale'] as never),
  ).execute();

  await clustered(
    db,
    db.schema
      .createTable('gift_box_offer')
      .addColumn('code', 'text', notNull)
      .addColumn('offer_id', 'integer', notNull)
      .addPrimaryKeyConstraint('gift_box_offer_pk', ['code', 'offer_id'] as never),
  ).execute();
  await db.schema.createIndex('gift_box_offer_by_offer').on('gift_box_offer').columns(['offer_id', 'code']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['gift_box_offer', 'gift_box_translation', 'gift_box', 'review']) await db.schema.dropTable(table).execute();
}
