import type { Kysely } from 'kysely';
import { GIFT_VALIDITY_MONTHS, type GiftCart, type GiftCartRequest } from '@/contracts/gift-checkout';
import { GIFT_ADULTS, giftStayPrice } from '@/contracts/gift-stay';
import type { Database } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale } from '@/lib/locales';
import { findGiftPrices } from '../catalog/product/gift-prices';
import { findProductOffer } from '../catalog/product/product.repository';
import { productStatus } from '../catalog/product/weekend-detail.service';
import { todayAt } from '@/lib/days';
import { refused } from './box-cart';
import { checkoutProblem } from './checkout-problem';
import { pricePhysicalGiftFromDb } from './physical-gift';

type StayVoucherRequest = Extract<GiftCartRequest, { productType: 'SINGLEVOUCHER' }>;

/**
 * A stay offered as a voucher (the product page's gifting flow, docs/product-page.md): for 2 people, priced from the
 * offer's gift price list for its nights and rate tier, plus the availability upsell when asked (gift-stay.ts, the
 * page's own rule). Unknown or not giftable stay: 404; no longer sold: OFFER_EXPIRED; nights the list has no price
 * for: NO_MORE_AVAILABILITY. Delivered by e-mail, valid 12 months from the payment (§1). In the physical format (§2.1
 * `giftFormat`, §4) the card is posted: its extras and the shipping are priced as a box's (physical-gift.ts), and the
 * voucher is still worth the stay and its option only.
 */
export async function priceStayVoucher(db: Kysely<Database>, request: StayVoucherRequest, now: Date): Promise<Omit<GiftCart, 'paymentMethods' | 'priceChange'> & { hotelId: number }> {
  const offer = await findProductOffer(db, request.id, request.locale);
  if (!offer || offer.item_category === 'activity' || offer.giftable !== 1) throw new NotFoundError(`Gift stay ${request.id}`);
  if (productStatus(offer, todayAt(request.locale, now).day) !== 'active') throw checkoutProblem('OFFER_EXPIRED');
  const price = giftStayPrice(await findGiftPrices(db, offer.id), { nights: request.nights, bucket: request.bucket, availabilityUpsell: request.upsell === 'availability' });
  if (!price) throw checkoutProblem('NO_MORE_AVAILABILITY');
  const physical = request.giftFormat === 'physical' ? await pricePhysicalGiftFromDb(db, request) : null;
  if (physical?.kind === 'refused') throw refused('extras', physical.message);
  // No shipping from this point of sale (Italy) or to that country: the physical format cannot be sold.
  if (physical?.kind === 'noShipping') throw checkoutProblem('NO_MORE_AVAILABILITY');
  const { intl } = await serverIntl(toLocale(request.locale));
  const label = offer.label ?? '';
  const lines: GiftCart['lines'] = [{ kind: 'stay', label: intl.formatMessage({ id: 'giftStay.line' }, { label, nights: price.nights }), amount: price.base }];
  if (price.upsell > 0) lines.push({ kind: 'extra', label: intl.formatMessage({ id: 'giftStay.availabilityUpsell' }), amount: price.upsell });
  if (physical) lines.push(...physical.extras, { kind: 'shipping', label: intl.formatMessage({ id: 'giftCheckout.recap.shipping' }), amount: physical.shipping });
  return {
    productType: 'SINGLEVOUCHER',
    label,
    hotelId: Number(offer.hotel_id),
    offerId: offer.id,
    adults: GIFT_ADULTS,
    ownUse: false,
    design: null,
    customisation: { fromName: request.fromName, message: request.message },
    lines,
    referenceTotal: null,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    validityMonths: GIFT_VALIDITY_MONTHS.SINGLEVOUCHER,
    delivery: physical ? 'post' : 'email',
    stay: {
      nights: price.nights,
      bucket: price.bucket,
      availabilityUpsell: price.upsell > 0,
      giftFormat: request.giftFormat,
      shippingCountry: physical?.shippingCountry ?? null,
      shipping: physical?.shipping ?? 0,
      voucherValue: price.total,
    },
  };
}
