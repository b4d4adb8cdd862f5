import type { OrderView } from '@/contracts/checkout';
import { analyticsEvents, type AnalyticsEvent } from '@/shared/analytics';
import { eurosOf } from '@/lib/money';

/** The item category of what an order sold, as the add_to_cart events of the product and gift pages name it. */
const CATEGORY: Record<NonNullable<OrderView['productType']>, string> = {
  STAY: 'stay',
  SINGLEVOUCHER: 'gift-stay',
  DIGITAL_ACTIVITY_ONLY: 'activity',
  GIFTCARD: 'gift-card',
  BOX: 'gift-box',
};

/**
 * Whether the confirmation records the order's purchase: once it is placed for good, i.e. confirmed (paid, or a
 * stay paid at the hotel) or awaiting a bank transfer; not while a card payment is awaited (the provider's page may
 * still fail), nor for an order expired or cancelled.
 */
export const purchaseDue = (order: Pick<OrderView, 'status' | 'paymentDeadline' | 'bankTransfer'>): boolean =>
  order.status === 'confirmed' || (order.status === 'pending_payment' && order.paymentDeadline === null && order.bankTransfer !== null);

/**
 * The GA4 `purchase` event of an order, stay or gift (one rule for every checkout): the booking number as the
 * transaction, the total in euros, the shipping apart, and one item per line the server priced (shipping aside).
 */
export function purchaseEvent(order: Pick<OrderView, 'bookingNumber' | 'offerId' | 'label' | 'lines' | 'total' | 'productType'>): AnalyticsEvent {
  const type = order.productType ?? 'STAY';
  const shipping = order.lines.filter((line) => line.kind === 'shipping').reduce((sum, line) => sum + line.amount, 0);
  const lines = order.lines.filter((line) => line.kind !== 'shipping');
  const items = (lines.length > 0 ? lines : [{ kind: type.toLowerCase(), label: order.label, amount: order.total }]).map((line) => ({
    item_id: `${order.offerId > 0 ? order.offerId : type}-${line.kind}`,
    item_name: line.label || order.label,
    item_category: CATEGORY[type],
    item_variant: line.kind,
    price: eurosOf(line.amount),
    quantity: 1,
  }));
  return analyticsEvents.purchase(order.bookingNumber, items, { value: eurosOf(order.total), shipping: eurosOf(shipping) });
}

/** Browser storage key remembering which orders' purchase was recorded (a reload or a revisit records none again). */
export const PURCHASE_SENT_STORAGE_KEY = 'escapade.purchaseSent';

/** The recorded booking numbers read back (anything unreadable is none), and with one more (the latest 20 kept). */
export function sentPurchases(raw: string | null): string[] {
  try {
    const value = JSON.parse(raw ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(-20) : [];
  } catch {
    return [];
  }
}
export const withSentPurchase = (sent: readonly string[], bookingNumber: string): string => JSON.stringify([...sent.filter((n) => n !== bookingNumber), bookingNumber].slice(-20));
