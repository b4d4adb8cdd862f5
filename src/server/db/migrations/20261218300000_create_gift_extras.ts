import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { catalogVersionTriggers } from './20261126020000_add_catalog_version';
import { clustered, notNull } from './schema-helpers';

const TABLES = ['gift_sub_element_category', 'gift_sub_element', 'shipping_cost'] as const;

/**
 * What a physical gift box can come with (product-and-purchase §3): custom sub-elements (sleeves, cards…) by
 * category, and the shipping costs per point of sale and destination country.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_sub_element_category')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('labels', 'text', notNull)
    .addColumn('descriptions', 'text', notNull)
    .addColumn('single_selection', 'integer', notNull)
    .addColumn('position', 'integer', notNull)
    .execute();
  await db.schema
    .createTable('gift_sub_element')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', notNull)
    .addColumn('names', 'text', notNull)
    .addColumn('image', 'text')
    .addColumn('price', 'integer', notNull)
    .addColumn('recommended', 'integer', notNull)
    .addColumn('position', 'integer', notNull)
    .execute();
  await clustered(
    db,
    db.schema
      .createTable('shipping_cost')
      .addColumn('pos', 'text', notNull)
      .addColumn('country', 'text', notNull)
      .addColumn('shipping_cost', 'integer', notNull)
      .addColumn('international_fee', 'integer', notNull)
      .addPrimaryKeyConstraint('shipping_cost_pk', ['pos', 'country'] as never),
  ).execute();
  for (const table of TABLES) for (const statement of catalogVersionTriggers(dialectOf(db), table)) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const statement of catalogVersionTriggers(dialectOf(db), table, true)) await sql.raw(statement).execute(db);
    await db.schema.dropTable(table).execute();
  }
}
