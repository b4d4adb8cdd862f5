import type { PlaceOrderRequest, StayCart } from '@/contracts/checkout';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { activityDatesOfChoice, type CheckoutActivityDates } from './checkout-activity-dates';
import { orderDetails, type CheckoutForm } from './checkout-form';

/** How the stay is paid besides the form's method: codes typed at the checkout and the gift of a beneficiary's session. */
export type CheckoutGifts = { giftCodes: readonly string[]; sessionGift: boolean };

/** The codes (or the session's gift) pay the whole cart: no other payment method is asked (`giftCode`). */
export const paidInFull = (cart: Pick<StayCart, 'remainingAmountToPay'>, gifts: CheckoutGifts): boolean =>
  cart.remainingAmountToPay === 0 && (gifts.giftCodes.length > 0 || gifts.sessionGift);

export type OrderRequestInput = {
  offerId: number;
  /** the cart the buyer was shown: its criteria are ordered, its totals are the shown ones */
  cart: Pick<StayCart, 'criteria' | 'total' | 'remainingAmountToPay'>;
  /** the activity-dates step's state: every activity has its day (the caller checks `missing` first) */
  activityDates: Pick<CheckoutActivityDates, 'activities' | 'chosen'>;
  /** the site's locale (fr-FR…) */
  locale: Locale;
  form: CheckoutForm;
  gifts: CheckoutGifts;
  idempotencyKey: string;
};

/**
 * The body of POST /api/orders for the stay checkout's state (docs/checkout.md): the shown cart's criteria and
 * totals, the form's trimmed details, the activities' days, the codes paying and the attempt's idempotency key.
 * Paid in full by codes, the method is `giftCode` whatever the form held. Pure.
 */
export function orderRequest({ offerId, cart, activityDates, locale, form, gifts, idempotencyKey }: OrderRequestInput): PlaceOrderRequest {
  const { criteria } = cart;
  const details = orderDetails(form);
  return {
    offerId,
    checkin: criteria.checkin,
    nights: criteria.nights,
    adults: criteria.adults,
    children: criteria.children,
    babies: criteria.babies,
    activityDates: activityDatesOfChoice(activityDates.activities, activityDates.chosen),
    locale: toCatalogLocale(locale),
    ...details,
    paymentMethod: paidInFull(cart, gifts) ? 'giftCode' : details.paymentMethod,
    shownTotal: cart.total,
    giftCodes: [...gifts.giftCodes],
    ...(gifts.sessionGift ? { beneficiaryGift: true } : {}),
    shownRemaining: cart.remainingAmountToPay,
    idempotencyKey,
  };
}
