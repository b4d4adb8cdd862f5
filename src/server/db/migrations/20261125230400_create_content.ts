import type { Kysely } from 'kysely';
import { clustered, notNull, zero } from './schema-helpers';

/** Navigation and editorial content per locale: menu tree, theme of the week, promo bars, banners, gift block. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menu_node')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('locale', 'text', notNull)
    .addColumn('parent_id', 'integer')
    .addColumn('position', 'integer', notNull)
    .addColumn('label', 'text', notNull)
    .addColumn('uri', 'text')
    .addColumn('location', 'text')
    .addColumn('variant', 'text')
    .addColumn('count', 'integer')
    .execute();
  await db.schema.createIndex('menu_node_by_parent').on('menu_node').columns(['locale', 'parent_id', 'position']).execute();

  await clustered(
    db,
    db.schema
      .createTable('theme_of_week')
      .addColumn('locale', 'text', notNull)
      .addColumn('week_start', 'text', notNull)
      .addColumn('theme_id', 'integer', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('weekend_url', 'text', notNull)
      .addPrimaryKeyConstraint('theme_of_week_pk', ['locale', 'week_start'] as never),
  ).execute();

  await db.schema
    .createTable('promo_bar')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('locale', 'text', notNull)
    .addColumn('internal_code', 'text', notNull)
    .addColumn('campaign', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('flow', 'text', notNull)
    .addColumn('pages', 'text', notNull)
    .addColumn('links', 'text', notNull)
    .addColumn('ctas', 'text', notNull)
    .addColumn('background', 'text', notNull)
    .addColumn('font', 'text', notNull)
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('position', 'integer', zero)
    .execute();
  await db.schema.createIndex('promo_bar_by_locale').on('promo_bar').columns(['locale', 'position']).execute();

  await db.schema
    .createTable('announcement_banner')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('locale', 'text', notNull)
    .addColumn('page', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('color_variation', 'text', notNull)
    .addColumn('link_url', 'text')
    .execute();
  await db.schema.createIndex('announcement_banner_by_locale').on('announcement_banner').columns(['locale', 'page']).execute();

  await db.schema
    .createTable('targeted_banner')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('locale', 'text', notNull)
    .addColumn('page', 'text', notNull)
    .addColumn('theme_id', 'integer')
    .addColumn('title', 'text', notNull)
    .addColumn('subtitle', 'text', notNull)
    .addColumn('image_key', 'text', notNull)
    .addColumn('image_mobile_key', 'text', notNull)
    .addColumn('image_position', 'text', notNull)
    .addColumn('image_alt', 'text', notNull)
    .addColumn('ctas', 'text', notNull)
    .addColumn('url', 'text', notNull)
    .addColumn('new_tab', 'integer', zero)
    .addColumn('campaign', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('position', 'integer', zero)
    .execute();
  await db.schema.createIndex('targeted_banner_by_locale').on('targeted_banner').columns(['locale', 'page', 'position']).execute();

  await db.schema
    .createTable('gift_block')
    .addColumn('locale', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', notNull)
    .addColumn('subtitle', 'text', notNull)
    .addColumn('image_s', 'text', notNull)
    .addColumn('image_l', 'text', notNull)
    .addColumn('box_url', 'text', notNull)
    .addColumn('single_voucher_url', 'text', notNull)
    .addColumn('giftcard_url', 'text', notNull)
    .addColumn('activity_only_url', 'text', notNull)
    .addColumn('campaign', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .execute();

  await db.schema
    .createTable('catalog_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['catalog_meta', 'gift_block', 'targeted_banner', 'announcement_banner', 'promo_bar', 'theme_of_week', 'menu_node']) {
    await db.schema.dropTable(table).execute();
  }
}
