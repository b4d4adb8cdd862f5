import type { OrderView } from '@/contracts/checkout';
import { VOUCHER_VALIDITY_MONTHS } from '@/contracts/gift-checkout';
import { cancellationRefund, refundPercentOf } from './cancellation-refund';
import { soldDiscountOf } from '@/server/catalog/quote/stay-discount';
import { modificationHistory, type ModificationRow } from './modification-history';
import type { OrderParts, OrderRow } from './orders.repository';

type Parts = {
  lines: Pick<OrderParts['lines'][number], 'kind' | 'label' | 'quantity' | 'unit_amount' | 'amount' | 'checkout'>[];
  travellers: Pick<OrderParts['travellers'][number], 'first_name' | 'last_name'>[];
  holds: Pick<OrderParts['holds'][number], 'price' | 'released_at'>[];
  vouchers?: OrderParts['vouchers'];
  giftCodes?: OrderParts['giftCodes'];
  modifications?: readonly ModificationRow[];
};

/**
 * An order as the confirmation page and the booking lookup show it at `now`, with the refund a cancellation made now
 * would give (the one rule of cancellation-refund.ts, on the nights still held): the cancel dialog announces it.
 */
export function orderView(order: OrderRow, { lines, travellers, holds, vouchers = [], giftCodes = [], modifications = [] }: Parts, now: Date): OrderView {
  const policy = { cancellable: order.cancellable === 1, cancellationDeadline: order.cancellation_deadline };
  const held = holds.filter((h) => h.released_at === null).map((h) => Number(h.price));
  const refundIfCancelledNow = order.cancelled_at ? 0 : cancellationRefund(policy, held, order.locale, now);
  return {
    bookingNumber: order.booking_number,
    status: order.status,
    createdAt: order.created_at,
    locale: order.locale,
    offerId: Number(order.offer_id),
    hotelId: Number(order.hotel_id),
    label: order.label,
    criteria: {
      // A gift has no check-in (NULL in the table); the contract keeps answering '' and 0 nights for it.
      checkin: order.checkin ?? '',
      checkout: lines.find((l) => l.kind === 'stay')?.checkout ?? order.checkin ?? '',
      nights: Number(order.nights),
      adults: Number(order.adults),
      children: Number(order.children),
      babies: Number(order.babies),
      activityDates: JSON.parse(order.activity_dates) as string[],
    },
    lines: lines.map((l) => ({ kind: l.kind, label: l.label, quantity: Number(l.quantity), unitAmount: Number(l.unit_amount), amount: Number(l.amount) })),
    autoDiscount: autoDiscountOf(order),
    total: Number(order.total_amount),
    paidNow: Number(order.paid_now_amount),
    payAtHotel: Number(order.pay_at_hotel_amount),
    localTaxAtHotel: Number(order.local_tax_at_hotel),
    currency: 'EUR',
    paymentMethod: order.payment_method,
    giftCodeAmount: Number(order.gift_code_amount ?? 0),
    giftcards: giftCodes.map((g) => ({ serialNumber: g.code_prefix, kind: g.product_type, usedAmount: Number(g.amount), balanceAfter: Number(g.balance_after) })),
    paidWith: order.payment_method === 'card' && order.paid_at ? (order.paid_with ?? null) : null,
    paymentDeadline: order.payment_method === 'card' && order.status === 'pending_payment' ? order.payment_expires_at : null,
    bankTransfer:
      order.status === 'pending_payment' && order.bank_reference
        ? { reference: order.bank_reference, amount: Number(order.paid_now_amount), deadline: order.payment_method === 'bankTransfer' ? order.payment_expires_at : null }
        : null,
    cancellationPolicy: { ...policy, message: order.cancellation_message, refundPercent: refundPercentOf(policy) },
    refundIfCancelledNow,
    buyer: {
      civility: order.buyer_civility === 'mr' || order.buyer_civility === 'ms' ? order.buyer_civility : null,
      firstName: order.buyer_first_name,
      lastName: order.buyer_last_name,
      email: order.buyer_email,
    },
    travellers: travellers.map((t) => ({ firstName: t.first_name, lastName: t.last_name })),
    cancellation: order.cancelled_at ? { cancelledAt: order.cancelled_at, refundAmount: Number(order.refund_amount ?? 0) } : null,
    modifications: modificationHistory(modifications),
    productType: order.product_type ?? 'STAY',
    gift: giftOf(order, vouchers),
  };
}

/** The automatic discount the stay was sold with, as the recap shows it; null without one. */
function autoDiscountOf(order: OrderRow): OrderView['autoDiscount'] {
  const sold = soldDiscountOf(order);
  return sold ? { ...sold, amount: Number(order.auto_discount_amount ?? 0) } : null;
}

/** A gift order's texts, delivery and vouchers (their visible prefix only); null for a stay. */
function giftOf(order: OrderRow, vouchers: NonNullable<Parts['vouchers']>): OrderView['gift'] {
  const type = order.product_type ?? 'STAY';
  if (type === 'STAY') return null;
  return {
    ownUse: Number(order.own_use) === 1,
    design: order.gift_design,
    customisation: { fromName: order.gift_from_name ?? '', message: order.gift_message ?? '' },
    delivery: order.shipping_address ? 'post' : 'email',
    validityMonths: VOUCHER_VALIDITY_MONTHS[type],
    vouchers: vouchers.map((v) => ({ prefix: v.code_prefix, value: Number(v.value_amount), validUntil: v.valid_until })),
  };
}
