import type { Kysely } from 'kysely';
import type { Database, NewRow, Row } from '@/server/db/database';

/** Reads and writes of the vouchers (gift cards, gift codes) and their uses; the rules live in gift-codes.ts and gift-code-rules.ts. */

export type VoucherRow = Row<'voucher'>;

export const findVoucherByHash = (db: Kysely<Database>, codeHash: string): Promise<VoucherRow | undefined> =>
  db.selectFrom('voucher').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();

export const findVoucherById = (db: Kysely<Database>, voucherId: number): Promise<VoucherRow | undefined> =>
  db.selectFrom('voucher').selectAll().where('id', '=', voucherId).executeTakeFirst();

/** The boxes whose stays include an offer, and whether the offer is sold as a gift. */
export async function findOfferGiftFacts(db: Kysely<Database>, offerId: number): Promise<{ boxCodes: string[]; giftable: boolean }> {
  const [rows, offer] = await Promise.all([
    db.selectFrom('gift_box_offer').select('code').where('offer_id', '=', offerId).execute(),
    db.selectFrom('offer').select('giftable').where('id', '=', offerId).executeTakeFirst(),
  ]);
  return { boxCodes: rows.map((r) => r.code), giftable: Number(offer?.giftable ?? 0) === 1 };
}

/**
 * Takes from an active voucher's balance only if it still is `before` (a racing order changed it otherwise): whether
 * it was taken. A balance brought to 0 redeems the voucher.
 */
export async function takeFromBalance(db: Kysely<Database>, voucherId: number, before: number, after: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('voucher')
    .set({ balance_amount: after, ...(after === 0 ? { status: 'redeemed' as const, redeemed_at: at } : {}) })
    .where('id', '=', voucherId)
    .where('status', '=', 'active')
    .where('balance_amount', '=', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertVoucherUse(db: Kysely<Database>, row: NewRow<'voucher_use'>): Promise<void> {
  await db.insertInto('voucher_use').values(row).execute();
}

/** What an order's codes paid, in the order they were used. */
export const findCodeUsesOfOrder = (db: Kysely<Database>, orderId: number) =>
  db
    .selectFrom('voucher_use as u')
    .innerJoin('voucher as v', 'v.id', 'u.voucher_id')
    .select(['u.voucher_id', 'u.amount', 'v.product_type', 'v.value_amount'])
    .where('u.order_id', '=', orderId)
    .where('u.kind', '=', 'use')
    .orderBy('u.id')
    .execute();

export const findVoucherBalance = (db: Kysely<Database>, voucherId: number) =>
  db.selectFrom('voucher').select(['balance_amount', 'product_type']).where('id', '=', voucherId).executeTakeFirstOrThrow();

/** Gives a voucher a balance again and makes it usable (a refund to the code). */
export async function restoreVoucher(db: Kysely<Database>, voucherId: number, balance: number): Promise<void> {
  await db.updateTable('voucher').set({ balance_amount: balance, status: 'active', redeemed_at: null }).where('id', '=', voucherId).execute();
}
