import type { Kysely } from 'kysely';
import { clustered, createAreaTable, FLOAT, notNull, zero } from './schema-helpers';

/** Countries down to cities, the centre-and-radius destinations, points of interest and their localised names. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('country')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('slug', 'text', notNull)
    .addColumn('lat', FLOAT, notNull)
    .addColumn('lng', FLOAT, notNull)
    .addColumn('default_locale', 'text', notNull)
    .execute();

  await db.schema
    .createTable('region')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', notNull)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('slug', 'text', notNull)
    .addColumn('lat', FLOAT, notNull)
    .addColumn('lng', FLOAT, notNull)
    .execute();
  await db.schema.createIndex('region_by_country').on('region').column('country_id').execute();

  await db.schema
    .createTable('department')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', notNull)
    .addColumn('region_id', 'integer', notNull)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('slug', 'text', notNull)
    .addColumn('lat', FLOAT, notNull)
    .addColumn('lng', FLOAT, notNull)
    .execute();
  await db.schema.createIndex('department_by_region').on('department').column('region_id').execute();

  await db.schema
    .createTable('city')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', notNull)
    .addColumn('region_id', 'integer', notNull)
    .addColumn('department_id', 'integer')
    .addColumn('name', 'text', notNull)
    .addColumn('slug', 'text', notNull)
    .addColumn('lat', FLOAT, notNull)
    .addColumn('lng', FLOAT, notNull)
    .addColumn('population', 'integer', zero)
    .addColumn('elevation', 'integer')
    .addColumn('zip_code', 'text')
    .execute();
  await db.schema.createIndex('city_by_region').on('city').column('region_id').execute();
  await db.schema.createIndex('city_by_department').on('city').column('department_id').execute();
  await db.schema.createIndex('city_by_position').on('city').columns(['lat', 'lng']).execute();

  for (const area of ['touristic_region', 'ski_resort', 'sea_resort']) await createAreaTable(db, area);

  await db.schema
    .createTable('poi')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', notNull)
    .addColumn('region_id', 'integer', notNull)
    .addColumn('city_id', 'integer')
    .addColumn('name', 'text', notNull)
    .addColumn('slug', 'text', notNull)
    .addColumn('lat', FLOAT, notNull)
    .addColumn('lng', FLOAT, notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('popularity', 'integer', zero)
    .execute();

  await clustered(
    db,
    db.schema
      .createTable('place_name')
      .addColumn('kind', 'text', notNull)
      .addColumn('place_id', 'integer', notNull)
      .addColumn('locale', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('search_key', 'text', notNull)
      .addColumn('popularity', 'integer', zero)
      .addPrimaryKeyConstraint('place_name_pk', ['kind', 'place_id', 'locale'] as never),
  ).execute();
  // Prefix search on the folded name, per locale.
  await db.schema.createIndex('place_name_by_key').on('place_name').columns(['locale', 'search_key']).execute();

  await clustered(
    db,
    db.schema
      .createTable('vocabulary')
      .addColumn('kind', 'text', notNull)
      .addColumn('id', 'integer', notNull)
      .addColumn('code', 'text', notNull)
      .addColumn('bit', 'integer', notNull)
      .addColumn('icon', 'text')
      .addColumn('position', 'integer', zero)
      .addColumn('parent_id', 'integer')
      .addPrimaryKeyConstraint('vocabulary_pk', ['kind', 'id'] as never),
  ).execute();

  await clustered(
    db,
    db.schema
      .createTable('vocabulary_label')
      .addColumn('kind', 'text', notNull)
      .addColumn('id', 'integer', notNull)
      .addColumn('locale', 'text', notNull)
      .addColumn('label', 'text', notNull)
      .addPrimaryKeyConstraint('vocabulary_label_pk', ['kind', 'id', 'locale'] as never),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['vocabulary_label', 'vocabulary', 'place_name', 'poi', 'sea_resort', 'ski_resort', 'touristic_region', 'city', 'department', 'region', 'country']) {
    await db.schema.dropTable(table).execute();
  }
}
