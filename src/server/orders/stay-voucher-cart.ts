import type { Kysely } from 'kysely';
import { GIFT_VALIDITY_MONTHS, type GiftCart, type GiftCartRequest } from '@/contracts/gift-checkout';
import { GIFT_ADULTS, giftStayPrice } from '@/contracts/gift-stay';
import type { Database } from '@/server/db/database';
import { NotFoundError } from '@/server/http/errors';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale } from '@/lib/locales';
import { findGiftPrices } from '../catalog/product/gift-prices';
import { findProductOffer } from '../catalog/product/product.repository';
import { productStatus } from '../catalog/product/weekend-detail.service';
import { localClock } from '../catalog/quote/quote-rules';
import { checkoutProblem } from './checkout-problem';

type StayVoucherRequest = Extract<GiftCartRequest, { productType: 'SINGLEVOUCHER' }>;

/**
 * A stay offered as a voucher (the product page's gifting flow, docs/product-page.md): for 2 people, priced from the
 * offer's gift price list for its nights and rate tier, plus the availability upsell when asked (gift-stay.ts, the
 * page's own rule). Unknown or not giftable stay: 404; no longer sold: OFFER_EXPIRED; nights the list has no price
 * for: NO_MORE_AVAILABILITY. Delivered by e-mail, valid 12 months from the payment (§1).
 */
export async function priceStayVoucher(db: Kysely<Database>, request: StayVoucherRequest, now: Date): Promise<Omit<GiftCart, 'paymentMethods' | 'priceChange'> & { hotelId: number }> {
  const offer = await findProductOffer(db, request.id, request.locale);
  if (!offer || offer.item_category === 'activity' || offer.giftable !== 1) throw new NotFoundError(`Gift stay ${request.id}`);
  if (productStatus(offer, localClock(request.locale, now).day) !== 'active') throw checkoutProblem('OFFER_EXPIRED');
  const price = giftStayPrice(await findGiftPrices(db, offer.id), { nights: request.nights, bucket: request.bucket, availabilityUpsell: request.upsell === 'availability' });
  if (!price) throw checkoutProblem('NO_MORE_AVAILABILITY');
  const { intl } = await serverIntl(toLocale(request.locale));
  const label = offer.label ?? '';
  const lines: GiftCart['lines'] = [{ kind: 'stay', label: intl.formatMessage({ id: 'giftStay.line' }, { label, nights: price.nights }), amount: price.base }];
  if (price.upsell > 0) lines.push({ kind: 'extra', label: intl.formatMessage({ id: 'giftStay.availabilityUpsell' }), amount: price.upsell });
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
    total: price.total,
    validityMonths: GIFT_VALIDITY_MONTHS.SINGLEVOUCHER,
    delivery: 'email',
    stay: { nights: price.nights, bucket: price.bucket, availabilityUpsell: price.upsell > 0 },
  };
}
