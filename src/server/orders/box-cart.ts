import type { Kysely } from 'kysely';
import { invalidField, NotFoundError } from '@/server/errors/domain-errors';
import type { GiftCart, GiftCartRequest } from '@/contracts/gift-checkout';
import { GIFT_VALIDITY_MONTHS } from '@/contracts/gift-checkout';
import type { Database } from '@/server/db/database';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale } from '@/lib/locales';
import { findBoxes } from '../catalog/gift-boxes/gift-boxes.repository';
import { checkoutProblem } from './checkout-problem';
import { pricePhysicalGiftFromDb } from './physical-gift';

type BoxRequest = Extract<GiftCartRequest, { productType: 'BOX' }>;
export type PricedBox = Omit<GiftCart, 'paymentMethods' | 'priceChange'>;

export const refused = invalidField;

/**
 * A box priced from the database (§3 gift format, shipping; §4 box hand-off): the box's own price for its code (the
 * suffix names the format), each extra at its catalog price (physical only; ids the catalog does not have, or two in
 * a single-selection category, are refused), and a physical box's shipping: the destination's shipping cost plus the
 * international fee from the point of sale (none sold from a point of sale without shipping costs: 409). The voucher
 * it delivers is worth the box's value (`gift_box.value`, not the format's sell price), valid 18 months (§1).
 */
export async function priceBox(db: Kysely<Database>, request: BoxRequest): Promise<PricedBox> {
  const [box] = await findBoxes(db, request.locale, request.code);
  if (!box) throw new NotFoundError(`Box ${request.code}`);
  const { intl } = await serverIntl(toLocale(request.locale));
  const physical = request.giftFormat === 'physical';
  const extras: GiftCart['lines'] = [];
  let shipping = 0;
  let shippingCountry: string | null = null;
  if (physical) {
    const priced = await pricePhysicalGiftFromDb(db, request);
    if (priced.kind === 'refused') throw refused('extras', priced.message);
    // No shipping from this point of sale (Italy) or to that country: the physical format cannot be sold.
    if (priced.kind === 'noShipping') throw checkoutProblem('NO_MORE_AVAILABILITY');
    extras.push(...priced.extras);
    shipping = priced.shipping;
    shippingCountry = priced.shippingCountry;
  }
  const price = Number(box.sell_price);
  const lines: GiftCart['lines'] = [
    { kind: 'box', label: box.title, amount: price },
    ...extras,
    ...(physical ? [{ kind: 'shipping' as const, label: intl.formatMessage({ id: 'giftCheckout.recap.shipping' }), amount: shipping }] : []),
  ];
  return {
    productType: 'BOX',
    label: box.title,
    offerId: null,
    adults: null,
    ownUse: false,
    design: null,
    customisation: { fromName: request.fromName, message: request.message },
    lines,
    referenceTotal: Number(box.reference_price) > price ? Number(box.reference_price) : null,
    total: lines.reduce((sum, l) => sum + l.amount, 0),
    validityMonths: GIFT_VALIDITY_MONTHS.BOX,
    delivery: physical ? 'post' : 'email',
    box: { code: box.code, giftFormat: request.giftFormat, shippingCountry, shipping, voucherValue: Number(box.value) },
  };
}
