import type { Kysely } from 'kysely';
import { clustered, createLinkTable, notNull, zero } from './schema-helpers';

const LINKS = ['offer_theme', 'offer_tag', 'offer_activity_group'];

/** Offers (stays, gift stays, activities), their program, price lists and daily availability. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offer')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('hotel_id', 'integer', notNull)
    .addColumn('room_id', 'integer')
    .addColumn('item_category', 'text', notNull)
    .addColumn('main_theme_id', 'integer', notNull)
    .addColumn('nights', 'integer', notNull)
    .addColumn('min_nights', 'integer', notNull)
    .addColumn('max_nights', 'integer', notNull)
    .addColumn('sell_price', 'integer', notNull)
    .addColumn('bar_price', 'integer', notNull)
    .addColumn('ref_price', 'integer', notNull)
    .addColumn('promo_percent', 'integer', zero)
    .addColumn('sv_price', 'integer')
    .addColumn('giftable', 'integer', notNull)
    .addColumn('pax_count', 'integer', notNull)
    .addColumn('participants_min', 'integer', notNull)
    .addColumn('participants_max', 'integer', notNull)
    .addColumn('cancellable', 'integer', notNull)
    .addColumn('cancellation_days', 'integer', zero)
    .addColumn('expires_at', 'text')
    .addColumn('last_minute', 'integer', zero)
    .addColumn('channel_manager_id', 'text')
    .addColumn('data_flow_mode', 'text', notNull)
    .addColumn('connectivity', 'text', notNull)
    .addColumn('published', 'integer', notNull)
    .addColumn('popularity', 'integer', zero)
    .addColumn('theme_mask', 'integer', zero)
    .addColumn('tag_mask', 'integer', zero)
    .addColumn('activity_group_mask', 'integer', zero)
    .addColumn('marketing_label_ids', 'text', notNull)
    .addColumn('images', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('offer_by_hotel').on('offer').columns(['hotel_id', 'item_category']).execute();
  // The sorts of an undated search, per category, over published offers.
  await db.schema.createIndex('offer_by_price').on('offer').columns(['item_category', 'published', 'sell_price']).execute();
  await db.schema.createIndex('offer_by_sv_price').on('offer').columns(['item_category', 'published', 'sv_price']).execute();
  await db.schema.createIndex('offer_by_popularity').on('offer').columns(['item_category', 'published', 'popularity']).execute();
  await db.schema.createIndex('offer_by_promo').on('offer').columns(['item_category', 'published', 'promo_percent']).execute();

  await clustered(
    db,
    db.schema
      .createTable('offer_translation')
      .addColumn('offer_id', 'integer', notNull)
      .addColumn('locale', 'text', notNull)
      .addColumn('label', 'text', notNull)
      .addColumn('headwords', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('slug', 'text', notNull)
      .addColumn('cancellation_message', 'text', notNull)
      .addPrimaryKeyConstraint('offer_translation_pk', ['offer_id', 'locale'] as never),
  ).execute();

  for (const link of LINKS) await createLinkTable(db, link, 'offer_id');

  await clustered(
    db,
    db.schema
      .createTable('offer_activity')
      .addColumn('offer_id', 'integer', notNull)
      .addColumn('activity_id', 'integer', notNull)
      .addColumn('position', 'integer', notNull)
      .addColumn('day_index', 'integer', zero)
      .addColumn('quantity', 'integer', notNull)
      .addPrimaryKeyConstraint('offer_activity_pk', ['offer_id', 'position'] as never),
  ).execute();
  await db.schema.createIndex('offer_activity_by_activity').on('offer_activity').columns(['activity_id', 'offer_id']).execute();

  await clustered(
    db,
    db.schema
      .createTable('offer_pax_price')
      .addColumn('offer_id', 'integer', notNull)
      .addColumn('adults', 'integer', notNull)
      .addColumn('sell_price', 'integer', notNull)
      .addColumn('bar_price', 'integer', notNull)
      .addColumn('ref_price', 'integer', notNull)
      .addPrimaryKeyConstraint('offer_pax_price_pk', ['offer_id', 'adults'] as never),
  ).execute();

  await clustered(
    db,
    db.schema
      .createTable('offer_gift_price')
      .addColumn('offer_id', 'integer', notNull)
      .addColumn('nights', 'integer', notNull)
      .addColumn('tier', 'integer', notNull)
      .addColumn('sell_price', 'integer', notNull)
      .addColumn('ref_price', 'integer', notNull)
      .addPrimaryKeyConstraint('offer_gift_price_pk', ['offer_id', 'nights', 'tier'] as never),
  ).execute();

  await clustered(
    db,
    db.schema
      .createTable('availability')
      .addColumn('offer_id', 'integer', notNull)
      .addColumn('day', 'text', notNull)
      .addColumn('price', 'integer', notNull)
      .addColumn('bar_price', 'integer', notNull)
      .addColumn('extra_adult_price', 'integer', notNull)
      .addColumn('child_price', 'integer', notNull)
      .addColumn('baby_price', 'integer', notNull)
      .addColumn('min_stay', 'integer', notNull)
      .addColumn('rooms_left', 'integer', notNull)
      .addColumn('closed', 'integer', notNull)
      .addColumn('promo_percent', 'integer', notNull)
      .addColumn('best_price_of_month', 'integer', notNull)
      .addPrimaryKeyConstraint('availability_pk', ['offer_id', 'day'] as never),
  ).execute();
  // Dated searches over the whole catalog start from the check-in day.
  await db.schema.createIndex('availability_by_day').on('availability').columns(['day', 'offer_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['availability', 'offer_gift_price', 'offer_pax_price', 'offer_activity', ...LINKS, 'offer_translation', 'offer']) {
    await db.schema.dropTable(table).execute();
  }
}
