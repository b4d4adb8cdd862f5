import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Gift orders without stay values (issue 33): a gift order (any product type but STAY) used to write placeholders in
 * the stay columns, `offer_id` and `hotel_id` 0 when the gift has none, `checkin` '' and `nights` 0. The four columns
 * become nullable and hold NULL there, and two check constraints keep them honest: a stay has all four, a gift has
 * no check-in and no nights. An activity gift keeps its offer and centre (the voucher's), so a gift's offer and hotel
 * are NULL only where the placeholder 0 was. Down writes the placeholders back.
 *
 * PostgreSQL alters the columns in place. SQLite cannot drop a NOT NULL or add a check constraint to a table, so the
 * table is rebuilt (sqlite.org/lang_altertable.html, 'Making Other Kinds Of Table Schema Changes'): its own
 * CREATE TABLE with the four columns changed and the checks added, every row copied, the old table dropped and the
 * new one renamed, its indexes made again, foreign keys checked before the commit.
 */
const STAY_COLUMNS = { offer_id: 'integer', hotel_id: 'integer', checkin: 'text', nights: 'integer' } as const;
const PLACEHOLDERS = { offer_id: '0', hotel_id: '0', checkin: "''", nights: '0' } as const;
type StayColumn = keyof typeof STAY_COLUMNS;
const COLUMNS = Object.keys(STAY_COLUMNS) as StayColumn[];

const STAY_CHECK = { name: 'order_stay_has_stay_values', expression: "product_type <> 'STAY' or (offer_id is not null and hotel_id is not null and checkin is not null and nights is not null)" };
const GIFT_CHECK = { name: 'order_gift_has_no_stay_dates', expression: "product_type = 'STAY' or (checkin is null and nights is null)" };
const CHECKS = [STAY_CHECK, GIFT_CHECK];

/** A gift's placeholder read as NULL; a stay's value as it is. */
const nullForGift = (column: StayColumn) => `case when product_type <> 'STAY' and ${column} = ${PLACEHOLDERS[column]} then null else ${column} end`;
/** NULL read as the old placeholder. */
const placeholderForNull = (column: StayColumn) => `coalesce(${column}, ${PLACEHOLDERS[column]})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const column of COLUMNS) await db.schema.alterTable('order').alterColumn(column, (c) => c.dropNotNull()).execute();
    for (const column of COLUMNS) await sql`update "order" set ${sql.ref(column)} = ${sql.raw(nullForGift(column))} where product_type <> 'STAY'`.execute(db);
    for (const check of CHECKS) await db.schema.alterTable('order').addCheckConstraint(check.name, sql.raw(check.expression)).execute();
    return;
  }
  await rebuildSqliteOrderTable(db, (ddl) => {
    let changed = ddl;
    for (const column of COLUMNS) changed = replaceOnce(changed, `"${column}" ${STAY_COLUMNS[column]} not null`, `"${column}" ${STAY_COLUMNS[column]}`);
    const checks = CHECKS.map((check) => `, constraint "${check.name}" check (${check.expression})`).join('');
    return `${changed.replace(/\)\s*$/, '')}${checks})`;
  }, nullForGift);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const check of CHECKS) await db.schema.alterTable('order').dropConstraint(check.name).execute();
    for (const column of COLUMNS) await sql`update "order" set ${sql.ref(column)} = ${sql.raw(placeholderForNull(column))} where ${sql.ref(column)} is null`.execute(db);
    for (const column of COLUMNS) await db.schema.alterTable('order').alterColumn(column, (c) => c.setNotNull()).execute();
    return;
  }
  await rebuildSqliteOrderTable(db, (ddl) => {
    let changed = ddl;
    for (const check of CHECKS) changed = replaceOnce(changed, `, constraint "${check.name}" check (${check.expression})`, '');
    for (const column of COLUMNS) changed = replaceOnce(changed, `"${column}" ${STAY_COLUMNS[column]},`, `"${column}" ${STAY_COLUMNS[column]} not null,`);
    return changed;
  }, placeholderForNull);
}

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`The order table's definition has no ${from}`);
  return text.replace(from, to);
}

/**
 * Rebuilds SQLite's `order` table with the definition `reshape` makes of its current one, copying each row with
 * `copy(column)` for the four stay columns. Foreign keys are off meanwhile (other tables reference `order`) and
 * checked before the commit: a violation rolls everything back.
 */
async function rebuildSqliteOrderTable(db: Kysely<unknown>, reshape: (ddl: string) => string, copy: (column: StayColumn) => string): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`pragma foreign_keys = off`.execute(connection);
    try {
      await connection.transaction().execute(async (trx) => {
        const { rows: tables } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'order'`.execute(trx);
        const { rows: indexes } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'order' and sql is not null`.execute(trx);
        const { rows: columns } = await sql<{ name: string }>`select name from pragma_table_info('order') order by cid`.execute(trx);
        const { rows: sequence } = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'order'`.execute(trx);
        const ddl = reshape(tables[0].sql).replace(/^CREATE TABLE "order"/i, 'CREATE TABLE "order_rebuilt"');
        await sql.raw(ddl).execute(trx);
        const names = columns.map((c) => `"${c.name}"`).join(', ');
        const values = columns.map((c) => ((COLUMNS as string[]).includes(c.name) ? copy(c.name as StayColumn) : `"${c.name}"`)).join(', ');
        await sql.raw(`insert into "order_rebuilt" (${names}) select ${values} from "order"`).execute(trx);
        await sql`drop table "order"`.execute(trx);
        await sql`alter table "order_rebuilt" rename to "order"`.execute(trx);
        for (const index of indexes) await sql.raw(index.sql).execute(trx);
        // The next order's id continues after the last one ever given, as before the rebuild.
        if (sequence[0]) await sql`update sqlite_sequence set seq = max(seq, ${sequence[0].seq}) where name = 'order'`.execute(trx);
        const { rows: violations } = await sql`pragma foreign_key_check`.execute(trx);
        if (violations.length > 0) throw new Error(`Rebuilding the order table broke ${violations.length} foreign keys`);
      });
    } finally {
      await sql`pragma foreign_keys = on`.execute(connection);
    }
  });
}
