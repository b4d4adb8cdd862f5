import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { catalogVersionTriggers } from './20261126020000_add_catalog_version';
import { clustered, notNull } from './schema-helpers';

/**
 * Other names that find a destination in every locale (issue 23 point 3): exonyms and short forms from GeoNames'
 * alternate names ('Bois-le-Duc', 'Den Bosch' → 's-Hertogenbosch). The place is still shown by its name in the
 * visitor's language (place_name); an alias only finds it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await clustered(
    db,
    db.schema
      .createTable('place_alias')
      .addColumn('kind', 'text', notNull)
      .addColumn('place_id', 'integer', notNull)
      .addColumn('search_key', 'text', notNull)
      .addPrimaryKeyConstraint('place_alias_pk', ['kind', 'place_id', 'search_key'] as never),
  ).execute();
  for (const statement of catalogVersionTriggers(dialectOf(db), 'place_alias')) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of catalogVersionTriggers(dialectOf(db), 'place_alias', true)) await sql.raw(statement).execute(db);
  await db.schema.dropTable('place_alias').execute();
}
