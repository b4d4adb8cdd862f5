import type { Kysely } from 'kysely';
import { GIFT_PAYMENT_METHODS, GIFT_VALIDITY_MONTHS, type GiftCart, type GiftCartRequest } from '@/contracts/gift-checkout';
import { configuredPaymentProvider } from '@/server/payments/payment-settings';
import type { PriceChange } from '@/contracts/quote';
import type { Database } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale } from '@/lib/locales';
import { todayAt } from '@/lib/days';
import { findPaxPrice } from '../catalog/product/activities.repository';
import { findProductOffer } from '../catalog/product/product.repository';
import { productStatus } from '../catalog/product/weekend-detail.service';
import { checkoutProblem } from './checkout-problem';
import { priceBox } from './box-cart';
import { payWithCodes } from './gift-codes';
import { priceStayVoucher } from './stay-voucher-cart';

const priceChangeOf = (shown: number | undefined, current: number): PriceChange | null =>
  shown === undefined || shown === current ? null : { previous: shown, current, diff: current - shown };

/**
 * The gift checkout's recap, priced on the server (§4 hand-off): an activity voucher at its price for the number of
 * people (offer_pax_price), or a gift card at the amount asked (one the site sells, checked by the schema).
 * `shownTotal` only answers `priceChange`; it never sets a price.
 */
export async function buildGiftCart(
  db: Kysely<Database>,
  request: GiftCartRequest,
  now: Date = new Date(),
  cardPayments = configuredPaymentProvider() !== null,
): Promise<GiftCart> {
  const priced = await priceGift(db, request, now);
  const cart: Omit<GiftCart, 'paymentMethods'> = { ...priced };
  delete (cart as Partial<typeof priced>).hotelId;
  // Gift cards pay first (docs/redemption.md); the method pays what is left.
  const codes = await payWithCodes(db, (request as { giftCodes?: string[] }).giftCodes ?? [], cart.total, { kind: 'gift' }, request.locale, now);
  return { ...cart, paymentMethods: giftPaymentOptions(codes.remaining, cardPayments), giftcards: codes.applied, remainingAmountToPay: codes.remaining };
}

/** Gifts are paid online only: card (when a provider takes cards) and bank transfer, the whole total now. */
export const giftPaymentOptions = (total: number, cardPayments: boolean): GiftCart['paymentMethods'] =>
  GIFT_PAYMENT_METHODS.map((method) => ({ method, available: method !== 'card' || cardPayments, paidNow: total, payAtHotel: 0 }));

/** The gift priced from the database, with the offer it names (null for a gift card). */
export async function priceGift(db: Kysely<Database>, request: GiftCartRequest, now: Date): Promise<Omit<GiftCart, 'paymentMethods'> & { hotelId: number | null }> {
  const customisation = { fromName: request.fromName, message: request.message };
  if (request.productType === 'BOX') {
    const box = await priceBox(db, request);
    return { ...box, hotelId: null, priceChange: priceChangeOf(request.shownTotal, box.total) };
  }
  if (request.productType === 'SINGLEVOUCHER') {
    const voucher = await priceStayVoucher(db, request, now);
    return { ...voucher, priceChange: priceChangeOf(request.shownTotal, voucher.total) };
  }
  if (request.productType === 'GIFTCARD') {
    const { intl } = await serverIntl(toLocale(request.locale));
    const label = intl.formatMessage({ id: 'giftCard.preview.label' });
    return {
      productType: 'GIFTCARD',
      label,
      hotelId: null,
      offerId: null,
      adults: null,
      ownUse: false,
      design: request.design,
      customisation,
      lines: [{ kind: 'giftcard', label, amount: request.amount }],
      referenceTotal: null,
      total: request.amount,
      validityMonths: GIFT_VALIDITY_MONTHS.GIFTCARD,
      delivery: 'email',
      priceChange: priceChangeOf(request.shownTotal, request.amount),
    };
  }
  const offer = await findProductOffer(db, request.id, request.locale);
  if (!offer || offer.item_category !== 'activity') throw new NotFoundError(`Activity ${request.id}`);
  if (productStatus(offer, todayAt(request.locale, now).day) !== 'active') throw checkoutProblem('OFFER_EXPIRED');
  const row = await findPaxPrice(db, offer.id, request.adults);
  if (!row) throw checkoutProblem('NO_MORE_AVAILABILITY');
  const total = Number(row.sell_price);
  const bar = Number(row.bar_price);
  return {
    productType: 'DIGITAL_ACTIVITY_ONLY',
    label: offer.label ?? '',
    hotelId: Number(offer.hotel_id),
    offerId: offer.id,
    adults: request.adults,
    ownUse: request.customType === 'OWN_USE',
    design: null,
    // A purchase for oneself carries no gift texts.
    customisation: request.customType === 'OWN_USE' ? { fromName: '', message: '' } : customisation,
    lines: [{ kind: 'activity', label: offer.label ?? '', amount: total }],
    referenceTotal: bar > total ? bar : null,
    total,
    validityMonths: GIFT_VALIDITY_MONTHS.DIGITAL_ACTIVITY_ONLY,
    delivery: 'email',
    priceChange: priceChangeOf(request.shownTotal, total),
  };
}
