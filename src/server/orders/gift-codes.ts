import type { Kysely } from 'kysely';
import type { CatalogLocaleCode } from '@/contracts/common';
import type { AppliedGiftCode } from '@/contracts/redemption';
import type { Database } from '@/server/db/database';
import { todayAt } from '@/lib/days';
import { invalidField } from '@/server/errors/domain-errors';
import { checkoutProblem } from './checkout-problem';
import { codeProblem, giveBack, shareTotal, usableFor, type Allocation, type Purchase, type VoucherState } from './gift-code-rules';
import { normalizeVoucherCode, voucherHash } from './voucher-rules';
import { findCodeUsesOfOrder, findOfferGiftFacts, findVoucherBalance, findVoucherByHash, findVoucherById, insertVoucherUse, restoreVoucher, takeFromBalance, type VoucherRow } from './vouchers.repository';

/**
 * Gift cards and voucher codes as payment (docs/redemption.md): a code is read back by its hash, checked
 * (gift-code-rules.ts), shared with the order's total, and spent in the order's own transaction by a conditional
 * update on the balance it was read with, so two orders can never spend the same money: the second finds nothing to
 * update and its transaction rolls back (409 GIFT_CODE_USED). Every use and give-back is a row of `voucher_use`.
 */

export type { VoucherRow };

export const stateOf = (v: VoucherRow): VoucherState => ({
  id: Number(v.id),
  prefix: v.code_prefix,
  kind: v.product_type,
  status: v.status,
  balance: Number(v.balance_amount),
  validUntil: v.valid_until,
  boxCode: v.box_code,
});

/** The voucher of a typed code, or undefined (a text that cannot be a code is unknown too). */
export async function findVoucherByCode(db: Kysely<Database>, typed: string): Promise<VoucherRow | undefined> {
  const code = normalizeVoucherCode(typed);
  if (!code) return undefined;
  return findVoucherByHash(db, voucherHash(code));
}

/** The voucher of a code that can be used today, or the 409 that says why not. */
export async function usableVoucher(db: Kysely<Database>, typed: string, locale: CatalogLocaleCode, now: Date): Promise<VoucherRow> {
  const voucher = await findVoucherByCode(db, typed);
  const problem = codeProblem(voucher && stateOf(voucher), todayAt(locale, now).day);
  if (problem || !voucher) throw checkoutProblem(problem ?? 'GIFT_CODE_UNKNOWN');
  return voucher;
}

/** The voucher of a beneficiary's session (its id, never a code) when it can be used today, or the 409 that says why not. */
export async function usableVoucherById(db: Kysely<Database>, voucherId: number, locale: CatalogLocaleCode, now: Date): Promise<VoucherRow> {
  const voucher = await findVoucherById(db, voucherId);
  const problem = codeProblem(voucher && stateOf(voucher), todayAt(locale, now).day);
  if (problem || !voucher) throw checkoutProblem(problem ?? 'GIFT_CODE_UNKNOWN');
  return voucher;
}

export type PaidByCodes = { allocations: Allocation[]; applied: AppliedGiftCode[]; giftCodeAmount: number; remaining: number };

/**
 * The codes of a cart or an order checked for this purchase and shared with its total (no code: the method pays all).
 * `sessionVoucherId`: the gift of the beneficiary's session (docs/redemption.md), checked as a typed code is.
 */
export async function payWithCodes(
  db: Kysely<Database>,
  codes: readonly string[],
  total: number,
  purchase: Purchase,
  locale: CatalogLocaleCode,
  now: Date,
  sessionVoucherId: number | null = null,
): Promise<PaidByCodes> {
  if (codes.length === 0 && sessionVoucherId === null) return { allocations: [], applied: [], giftCodeAmount: 0, remaining: total };
  const rows: VoucherRow[] = sessionVoucherId === null ? [] : [await usableVoucherById(db, sessionVoucherId, locale, now)];
  for (const typed of codes) rows.push(await usableVoucher(db, typed, locale, now));
  const vouchers: VoucherState[] = [];
  for (const row of rows) {
    const state = stateOf(row);
    if (vouchers.some((v) => v.id === state.id)) continue;
    if (!usableFor(state, purchase)) throw checkoutProblem('GIFT_CODE_NOT_VALID_HERE');
    vouchers.push(state);
  }
  const shared = shareTotal(total, vouchers);
  if ('problem' in shared) throw checkoutProblem(shared.problem);
  return shared;
}

/** What a stay is for the codes: the boxes whose stays include it (`gift_box_offer`) and whether it is sold as a gift. */
export async function stayPurchase(db: Kysely<Database>, offerId: number): Promise<Purchase> {
  const { boxCodes, giftable } = await findOfferGiftFacts(db, offerId);
  return { kind: 'stay', boxes: new Set(boxCodes), giftable };
}

/**
 * Spends the codes in the order's transaction: each balance is taken only if it is still the one the order was priced
 * with (an order racing for the same code finds it changed and rolls back with 409 GIFT_CODE_USED).
 */
export async function spendCodes(trx: Kysely<Database>, orderId: number, allocations: readonly Allocation[], now: Date): Promise<void> {
  const at = now.toISOString();
  for (const a of allocations) {
    if (!(await takeFromBalance(trx, a.voucherId, a.balanceBefore, a.balanceAfter, at))) throw checkoutProblem('GIFT_CODE_USED');
    await insertVoucherUse(trx, { voucher_id: a.voucherId, order_id: orderId, kind: 'use', amount: a.amount, balance_after: a.balanceAfter, created_at: at });
  }
}

/**
 * Gives back to an order's codes, in the caller's transaction, what a cancellation refunds (`refund`), or everything
 * when an unpaid order is released (`'all'`). Returns what went back to the codes; the rest of the refund goes to the
 * payment method.
 */
export async function giveBackToCodes(trx: Kysely<Database>, orderId: number, refund: number | 'all', now: Date): Promise<number> {
  const uses = await findCodeUsesOfOrder(trx, orderId);
  if (uses.length === 0) return 0;
  const total = uses.reduce((sum, u) => sum + Number(u.amount), 0);
  const { backs, toCodes } = giveBack(
    uses.map((u) => ({ voucherId: Number(u.voucher_id), kind: u.product_type, amount: Number(u.amount), value: Number(u.value_amount) })),
    refund === 'all' ? total : refund,
  );
  const at = now.toISOString();
  for (const back of backs) {
    const voucher = await findVoucherBalance(trx, back.voucherId);
    const balance = voucher.product_type === 'GIFTCARD' ? Number(voucher.balance_amount) + back.restore : back.restore;
    await restoreVoucher(trx, back.voucherId, balance);
    await insertVoucherUse(trx, { voucher_id: back.voucherId, order_id: orderId, kind: 'refund', amount: back.amount, balance_after: balance, created_at: at });
  }
  return toCodes;
}

/**
 * The method that pays what the codes leave (docs/redemption.md): none when they pay it all (`giftCode`, confirmed at
 * once); `giftCode` asked while something is left is refused (400), and so is a remainder other than the one shown
 * (409 PRICE_CHANGED: a gift card spent meanwhile elsewhere).
 */
export function effectiveMethod<M extends string>(asked: M | 'giftCode', remaining: number, shownRemaining: number | undefined): M | 'giftCode' {
  if (shownRemaining !== undefined && shownRemaining !== remaining) {
    throw checkoutProblem('PRICE_CHANGED', { priceChange: { previous: shownRemaining, current: remaining, diff: remaining - shownRemaining } });
  }
  if (remaining === 0) return 'giftCode';
  if (asked === 'giftCode') {
    throw invalidField('paymentMethod', 'Choose a payment method');
  }
  return asked;
}
