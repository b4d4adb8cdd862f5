import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { catalogVersionTriggers } from './20261126020000_add_catalog_version';
import { clustered, notNull } from './schema-helpers';

const TABLE = 'activity_content';

/**
 * What an activity-only product page tells about each activity (product-and-purchase §2.3, §3 activity-only
 * product): its description, composition, schedules, important information and nice-to-know list, per catalog locale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await clustered(
    db,
    db.schema
      .createTable(TABLE)
      .addColumn('activity_id', 'integer', notNull)
      .addColumn('locale', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('composition', 'text', notNull)
      .addColumn('schedules', 'text', notNull)
      .addColumn('important_information', 'text', notNull)
      .addColumn('nice_to_know', 'text', notNull)
      .addPrimaryKeyConstraint('activity_content_pk', ['activity_id', 'locale'] as never),
  ).execute();
  for (const statement of catalogVersionTriggers(dialectOf(db), TABLE)) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of catalogVersionTriggers(dialectOf(db), TABLE, true)) await sql.raw(statement).execute(db);
  await db.schema.dropTable(TABLE).execute();
}
