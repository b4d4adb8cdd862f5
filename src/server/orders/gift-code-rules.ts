import type { AppliedGiftCode, GiftCodeKind } from '@/contracts/redemption';

/**
 * The rules of gift codes as payment (docs/redemption.md), pure and table-tested: whether a code can be used today,
 * for what, and how an order's total is shared between its codes and the payment method.
 */

export type GiftCodeProblem = 'GIFT_CODE_UNKNOWN' | 'GIFT_CODE_USED' | 'GIFT_CODE_EXPIRED' | 'GIFT_CODE_NOT_VALID_HERE';

/** A voucher as the rules need it (the row of `voucher`). */
export type VoucherState = { id: number; prefix: string; kind: GiftCodeKind; status: string; balance: number; validUntil: string; boxCode?: string | null };

/** What is being bought: a stay (the boxes whose stays include it; whether a stay voucher buys it) or a gift. */
export type Purchase = { kind: 'stay'; boxes: ReadonlySet<string>; giftable: boolean } | { kind: 'gift' };

/** Unknown, used up (redeemed, cancelled, or a gift card with nothing left), or past its last day (yyyy-MM-dd, the point of sale's today). */
export function codeProblem(voucher: VoucherState | undefined, today: string): GiftCodeProblem | null {
  if (!voucher) return 'GIFT_CODE_UNKNOWN';
  if (voucher.status !== 'active' || voucher.balance <= 0) return 'GIFT_CODE_USED';
  if (voucher.validUntil < today) return 'GIFT_CODE_EXPIRED';
  return null;
}

/**
 * What a code may pay: a gift card pays anything (a stay, a box, an activity, another gift card); a box voucher only
 * a stay among the box's; a stay voucher (single voucher) a giftable stay; an activity voucher is not money.
 */
export function usableFor(voucher: VoucherState, purchase: Purchase): boolean {
  if (voucher.kind === 'GIFTCARD') return true;
  if (purchase.kind !== 'stay') return false;
  if (voucher.kind === 'BOX') return !!voucher.boxCode && purchase.boxes.has(voucher.boxCode);
  if (voucher.kind === 'STAY' || voucher.kind === 'SINGLEVOUCHER') return purchase.giftable;
  return false;
}

/** Spends everything in one use: a box or a stay voucher buys one stay (what it is worth above the price is not kept). */
export const spentAtOnce = (kind: GiftCodeKind): boolean => kind !== 'GIFTCARD';

export type Allocation = { voucherId: number; amount: number; balanceBefore: number; balanceAfter: number };
export type Shared = { allocations: Allocation[]; applied: AppliedGiftCode[]; giftCodeAmount: number; remaining: number };

/**
 * Shares a total between the codes: a box or stay voucher first (one per order), then the gift cards in the order
 * given, each paying what it holds up to what is left. The rest (`remaining`) is paid by the method.
 */
export function shareTotal(total: number, vouchers: readonly VoucherState[]): Shared | { problem: GiftCodeProblem } {
  const stays = vouchers.filter((v) => spentAtOnce(v.kind));
  if (stays.length > 1) return { problem: 'GIFT_CODE_NOT_VALID_HERE' };
  let remaining = total;
  const allocations: Allocation[] = [];
  const applied: AppliedGiftCode[] = [];
  for (const v of [...stays, ...vouchers.filter((x) => !spentAtOnce(x.kind))]) {
    const amount = Math.min(v.balance, remaining);
    const balanceAfter = spentAtOnce(v.kind) ? 0 : v.balance - amount;
    remaining -= amount;
    if (amount > 0) allocations.push({ voucherId: v.id, amount, balanceBefore: v.balance, balanceAfter });
    applied.push({ serialNumber: v.prefix, kind: v.kind, usedAmount: amount, balanceAfter: amount > 0 ? balanceAfter : v.balance });
  }
  return { allocations, applied, giftCodeAmount: total - remaining, remaining };
}

export type Use = { voucherId: number; kind: GiftCodeKind; amount: number; value: number };

/**
 * What an order gives back to its codes when cancelled with `refund` (or released unpaid: everything): a box or stay
 * voucher comes back whole as soon as anything is refunded (the beneficiary may book another stay with it); gift
 * cards get their share back first, up to what they paid. The rest of the refund goes to the payment method.
 */
export function giveBack(uses: readonly Use[], refund: number): { backs: { voucherId: number; amount: number; restore: number }[]; toCodes: number } {
  let left = refund;
  const backs: { voucherId: number; amount: number; restore: number }[] = [];
  for (const use of [...uses.filter((u) => spentAtOnce(u.kind)), ...uses.filter((u) => !spentAtOnce(u.kind))]) {
    if (left <= 0) break;
    const amount = Math.min(left, use.amount);
    left -= amount;
    // A stay voucher is restored to its whole value; a gift card gets back what is refunded of its share.
    backs.push({ voucherId: use.voucherId, amount, restore: spentAtOnce(use.kind) ? use.value : amount });
  }
  return { backs, toCodes: refund - left };
}
