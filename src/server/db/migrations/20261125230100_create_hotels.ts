import type { Kysely } from 'kysely';
import { createLinkTable, FLOAT, clustered, notNull, zero } from './schema-helpers';

const LINKS = ['hotel_facility', 'hotel_eco_facility', 'hotel_type', 'hotel_environment', 'hotel_style'];

/** Hotels (with bitmask mirrors of their multi-valued attributes for fast filtering), their texts and rooms. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hotel')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('slug', 'text', notNull)
    .addColumn('stars', 'integer', notNull)
    .addColumn('address', 'text', notNull)
    .addColumn('zip_code', 'text', notNull)
    .addColumn('city_id', 'integer', notNull)
    .addColumn('department_id', 'integer')
    .addColumn('region_id', 'integer', notNull)
    .addColumn('country_id', 'integer', notNull)
    .addColumn('touristic_region_id', 'integer')
    .addColumn('ski_resort_id', 'integer')
    .addColumn('sea_resort_id', 'integer')
    .addColumn('lat', FLOAT, notNull)
    .addColumn('lng', FLOAT, notNull)
    .addColumn('review_count', 'integer', zero)
    .addColumn('review_average', FLOAT)
    .addColumn('popularity', 'integer', zero)
    .addColumn('active', 'integer', notNull)
    .addColumn('pets_allowed', 'integer', notNull)
    .addColumn('pets_price', 'integer')
    .addColumn('pets_max_weight', 'integer')
    .addColumn('pets_max_number', 'integer', notNull)
    .addColumn('local_tax_type', 'text')
    .addColumn('local_tax_amount', 'integer')
    .addColumn('local_tax_percentage', FLOAT)
    .addColumn('local_tax_paid_at_hotel', 'integer', notNull)
    .addColumn('checkin_time', 'text', notNull)
    .addColumn('checkout_time', 'text', notNull)
    .addColumn('channel_manager_id', 'text')
    .addColumn('facility_mask', 'integer', zero)
    .addColumn('eco_facility_mask', 'integer', zero)
    .addColumn('eco_facility_count', 'integer', zero)
    .addColumn('type_mask', 'integer', zero)
    .addColumn('environment_mask', 'integer', zero)
    .addColumn('style_mask', 'integer', zero)
    .addColumn('images', 'text', notNull)
    .addColumn('highlighted_facilities', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  for (const column of ['city_id', 'department_id', 'region_id', 'country_id', 'touristic_region_id', 'ski_resort_id', 'sea_resort_id']) {
    await db.schema.createIndex(`hotel_by_${column}`).on('hotel').column(column).execute();
  }
  // Radius searches first narrow to a bounding box on latitude, then longitude.
  await db.schema.createIndex('hotel_by_position').on('hotel').columns(['lat', 'lng']).execute();

  await clustered(
    db,
    db.schema
      .createTable('hotel_translation')
      .addColumn('hotel_id', 'integer', notNull)
      .addColumn('locale', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('important_infos', 'text', notNull)
      .addColumn('getting_there', 'text', notNull)
      .addPrimaryKeyConstraint('hotel_translation_pk', ['hotel_id', 'locale'] as never),
  ).execute();

  for (const link of LINKS) await createLinkTable(db, link, 'hotel_id');

  await db.schema
    .createTable('room')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('hotel_id', 'integer', notNull)
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('room_type_id', 'integer', notNull)
    .addColumn('size_m2', 'integer', notNull)
    .addColumn('capacity', 'integer', notNull)
    .addColumn('max_capacity', 'integer', notNull)
    .addColumn('bedding', 'text', notNull)
    .addColumn('images', 'text', notNull)
    .execute();
  await db.schema.createIndex('room_by_hotel').on('room').column('hotel_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['room', ...LINKS, 'hotel_translation', 'hotel']) await db.schema.dropTable(table).execute();
}
