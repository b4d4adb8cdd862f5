import type { Kysely } from 'kysely';
import { notNull } from './schema-helpers';

/**
 * Editorial pages of the content service (product-and-purchase §2.8, §2.9): the home page of each flow, landing
 * pages, static pages and the weekend ideas page, per catalog locale. An editor keeps at most one published and one
 * draft version of a page; the draft shows only in draft mode (the secret preview link). The page's fields an editor
 * fills most (title, SEO) are columns; its blocks are an ordered JSON list, each block a `type` and its fields
 * (docs/home-and-cms.md lists them), checked on the way out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cms_page')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('locale', 'text', notNull)
    // home | landing | static | ideas
    .addColumn('kind', 'text', notNull)
    // home: the flow (booking, gifting, activity); landing and static: the page's slug or id; ideas: 'weekend-ideas'
    .addColumn('slug', 'text', notNull)
    // published | draft
    .addColumn('status', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('seo_title', 'text', notNull)
    .addColumn('seo_description', 'text', notNull)
    // image key of the social card (og:image), or null
    .addColumn('seo_image', 'text')
    // JSON: page options (announcement banner, promo bar tabs, jumbotron, footer options, intro) and `blocks`
    .addColumn('content', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('cms_page_by_key').unique().on('cms_page').columns(['locale', 'kind', 'slug', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cms_page').execute();
}
