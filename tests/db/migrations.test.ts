/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { migrateDownToZero, migrateTo, migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';

const engines: [string, string | null][] = [['SQLite', null]];
if (process.env.TEST_DATABASE_URL) engines.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(engines)('migrations on %s', (_name, url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createMigratedTestDb({ databaseUrl: url });
  });
  afterAll(() => t?.destroy());

  it('creates every table of the schema', async () => {
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    for (const name of ['country', 'city', 'hotel', 'offer', 'availability', 'review', 'gift_box', 'menu_node', 'analytics_event']) {
      expect(tables).toContain(name);
    }
  });

  it('is a no-op when run again', async () => {
    expect(await migrateToLatest(t.db, { schema: t.schema })).toEqual([]);
  });

  it('rolls back to nothing and forward again', async () => {
    expect(await migrateDownToZero(t.db, { schema: t.schema })).toHaveLength(Object.keys(migrations).length);
    expect(await migrateToLatest(t.db, { schema: t.schema })).toEqual(Object.keys(migrations));
  });

  it('auto-numbers stored client reports', async () => {
    const received_at = '2026-01-01T00:00:00.000Z';
    await t.db.insertInto('missing_page_report').values([{ received_at, uri: '/a', locale: 'fr_FR', referrer: null }, { received_at, uri: '/b', locale: null, referrer: null }]).execute();
    const rows = await t.db.selectFrom('missing_page_report').select(['id', 'uri']).orderBy('id').execute();
    expect(rows.map((r) => r.uri)).toEqual(['/a', '/b']);
    expect(rows[1].id).toBeGreaterThan(rows[0].id);
  });

  it('moves gift orders off placeholder stay values without losing a row, and back', async () => {
    const BEFORE = '20261245000000_add_order_transfer_reminder';
    await migrateTo(t.db, BEFORE, { schema: t.schema });
    const order = (n: number, values: object) => ({ ...orderRow(n), ...values });
    const placed = [
      order(1, { product_type: 'STAY', offer_id: 7, hotel_id: 3, checkin: '2027-03-05', nights: 2 }),
      order(2, { product_type: 'GIFTCARD', offer_id: 0, hotel_id: 0, checkin: '', nights: 0 }),
      order(3, { product_type: 'DIGITAL_ACTIVITY_ONLY', offer_id: 41, hotel_id: 9, checkin: '', nights: 0 }),
      order(4, { product_type: 'BOX', offer_id: 0, hotel_id: 0, checkin: '', nights: 0 }),
    ];
    const ids: number[] = [];
    for (const row of placed) ids.push((await t.db.insertInto('order').values(row as never).returning('id').executeTakeFirstOrThrow()).id);
    for (const id of ids) {
      await t.db.insertInto('order_line').values({ order_id: id, position: 0, kind: 'stay', label: 'line', offer_id: null, checkin: null, checkout: null, adults: null, children: null, babies: null, quantity: 1, unit_amount: 100, amount: 100 }).execute();
    }
    const stayValues = () =>
      t.db.selectFrom('order').select(['id', 'booking_number', 'product_type', 'offer_id', 'hotel_id', 'checkin', 'nights', 'total_amount']).where('id', 'in', ids).orderBy('id').execute();
    const lines = () => t.db.selectFrom('order_line').select(['order_id']).where('order_id', 'in', ids).orderBy('order_id').execute();

    await migrateToLatest(t.db, { schema: t.schema });
    expect(await stayValues()).toEqual([
      { id: ids[0], booking_number: 'B0000001', product_type: 'STAY', offer_id: 7, hotel_id: 3, checkin: '2027-03-05', nights: 2, total_amount: 1001 },
      { id: ids[1], booking_number: 'B0000002', product_type: 'GIFTCARD', offer_id: null, hotel_id: null, checkin: null, nights: null, total_amount: 1002 },
      { id: ids[2], booking_number: 'B0000003', product_type: 'DIGITAL_ACTIVITY_ONLY', offer_id: 41, hotel_id: 9, checkin: null, nights: null, total_amount: 1003 },
      { id: ids[3], booking_number: 'B0000004', product_type: 'BOX', offer_id: null, hotel_id: null, checkin: null, nights: null, total_amount: 1004 },
    ]);
    expect(await lines()).toEqual(ids.map((order_id) => ({ order_id })));
    // The next order's id still follows the last one.
    const next = (await t.db.insertInto('order').values(order(5, { product_type: 'GIFTCARD', offer_id: null, hotel_id: null, checkin: null, nights: null }) as never).returning('id').executeTakeFirstOrThrow()).id;
    expect(next).toBeGreaterThan(ids[3]);
    await t.db.deleteFrom('order').where('id', '=', next).execute();
    // The checks: a stay needs its stay values, a gift has no check-in or nights.
    expect(await failure(t.db.insertInto('order').values(order(6, { product_type: 'STAY', offer_id: 7, hotel_id: 3, checkin: null, nights: 2 }) as never).execute())).toMatch(/order_stay_has_stay_values/);
    expect(await failure(t.db.insertInto('order').values(order(7, { product_type: 'GIFTCARD', offer_id: null, hotel_id: null, checkin: '', nights: 0 }) as never).execute())).toMatch(/order_gift_has_no_stay_dates/);

    await migrateTo(t.db, BEFORE, { schema: t.schema });
    expect((await stayValues()).map((r) => [r.offer_id, r.hotel_id, r.checkin, r.nights])).toEqual([
      [7, 3, '2027-03-05', 2],
      [0, 0, '', 0],
      [41, 9, '', 0],
      [0, 0, '', 0],
    ]);
    expect(await lines()).toEqual(ids.map((order_id) => ({ order_id })));
    await migrateToLatest(t.db, { schema: t.schema });
    await t.db.deleteFrom('order_line').where('order_id', 'in', ids).execute();
    await t.db.deleteFrom('order').where('id', 'in', ids).execute();
  });

  it("adds the orders' automatic discount without losing a row: none on the orders placed before, and back", async () => {
    const BEFORE = '20261246000000_gift_orders_without_stay_values';
    await migrateTo(t.db, BEFORE, { schema: t.schema });
    const stay = { ...orderRow(11), product_type: 'STAY', offer_id: 7, hotel_id: 3, checkin: '2027-03-05', nights: 2 };
    const id = (await t.db.insertInto('order').values(stay as never).returning('id').executeTakeFirstOrThrow()).id;
    const discount = () =>
      t.db.selectFrom('order').select(['booking_number', 'total_amount', 'auto_discount_code', 'auto_discount_percent', 'auto_discount_amount']).where('id', '=', id).executeTakeFirstOrThrow();
    await migrateToLatest(t.db, { schema: t.schema });
    expect(await discount()).toEqual({ booking_number: 'B0000011', total_amount: 1011, auto_discount_code: null, auto_discount_percent: null, auto_discount_amount: 0 });
    await t.db.updateTable('order').set({ auto_discount_code: 'EXTRA10', auto_discount_percent: 10, auto_discount_amount: 112 }).where('id', '=', id).execute();
    expect(await discount()).toMatchObject({ auto_discount_code: 'EXTRA10', auto_discount_percent: 10, auto_discount_amount: 112 });
    await migrateTo(t.db, BEFORE, { schema: t.schema });
    const columns = (await t.db.introspection.getTables()).find((table) => table.name === 'order')!.columns.map((c) => c.name);
    expect(columns.filter((c) => c.startsWith('auto_discount'))).toEqual([]);
    expect(await t.db.selectFrom('order').select(['booking_number', 'total_amount']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ booking_number: 'B0000011', total_amount: 1011 });
    await migrateToLatest(t.db, { schema: t.schema });
    await t.db.deleteFrom('order').where('id', '=', id).execute();
  });

  it('returns counts as numbers on both engines', async () => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from missing_page_report`.execute(t.db);
    expect(rows[0].n).toBe(2);
  });
});

/**
 * The message a refused statement fails with, or 'no error'. Not `rejects.toThrow`: better-sqlite3 makes its errors
 * with the constructor of the first test file that loaded it in a Jest worker (its native part is loaded once per
 * process), a plain function whose instances are no `Error` in later files' realms, so Jest read them as 'did not throw'.
 */
const failure = (statement: Promise<unknown>): Promise<string> =>
  statement.then(
    () => 'no error',
    (error: unknown) => String((error as { message?: unknown })?.message ?? error),
  );

/** An order row with every required column; the stay columns come from each case. */
function orderRow(n: number) {
  return {
    booking_number: `B${String(n).padStart(7, '0')}`,
    status: 'confirmed',
    locale: 'fr_FR',
    label: `Order ${n}`,
    adults: 2,
    children: 0,
    babies: 0,
    activity_dates: '[]',
    buyer_civility: null,
    buyer_first_name: 'Ana',
    buyer_last_name: 'Lima',
    buyer_email: 'ana@example.fr',
    buyer_phone: '0600000000',
    buyer_address: '1 rue',
    buyer_postal_code: '75001',
    buyer_city: 'Paris',
    buyer_country: 'FR',
    stay_amount: 1000 + n,
    insurance_amount: 0,
    total_amount: 1000 + n,
    paid_now_amount: 1000 + n,
    pay_at_hotel_amount: 0,
    local_tax_at_hotel: 0,
    payment_method: 'card',
    bank_reference: null,
    cancellable: 0,
    cancellation_deadline: null,
    cancellation_message: '',
    access_key_hash: `key${n}`,
    access_salt: `salt${n}`,
    idempotency_key_hash: `idem${n}`,
    request_hash: `req${n}`,
    created_at: '2026-12-01T10:00:00.000Z',
    paid_at: null,
    cancelled_at: null,
    refund_amount: null,
  };
}
