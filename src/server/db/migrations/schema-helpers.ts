import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

type Db = Kysely<unknown>;
type Table = CreateTableBuilder<string, never>;

/** Coordinates and scores: 8-byte floats on both engines. */
export const FLOAT = 'double precision';

/** An auto-incremented integer primary key (SQLite rowid alias, PostgreSQL serial). */
export function withAutoId(db: Db, table: Table): Table {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Clustered storage on SQLite for tables read by their primary key (availability, join tables). */
export function clustered(db: Db, table: Table): Table {
  return dialectOf(db) === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table;
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
export const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

/** hotel_id/offer_id ⇄ value_id join table, readable from both sides. */
export async function createLinkTable(db: Db, name: string, owner: 'hotel_id' | 'offer_id'): Promise<void> {
  await clustered(
    db,
    db.schema
      .createTable(name)
      .addColumn(owner, 'integer', notNull)
      .addColumn('value_id', 'integer', notNull)
      .addPrimaryKeyConstraint(`${name}_pk`, [owner, 'value_id'] as never),
  ).execute();
  await db.schema.createIndex(`${name}_by_value`).on(name).columns(['value_id', owner]).execute();
}

/** Centre-and-radius destinations: touristic regions, ski resorts, sea resorts. */
export async function createAreaTable(db: Db, name: string): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', notNull)
    .addColumn('region_id', 'integer')
    .addColumn('name', 'text', notNull)
    .addColumn('slug', 'text', notNull)
    .addColumn('lat', FLOAT, notNull)
    .addColumn('lng', FLOAT, notNull)
    .addColumn('radius_km', 'integer', notNull)
    .addColumn('environment_id', 'integer')
    .addColumn('popularity', 'integer', zero)
    .execute();
}
