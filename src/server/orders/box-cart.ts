import type { Kysely } from 'kysely';
import { HttpProblem, NotFoundError } from '@/server/http/errors';
import type { GiftCart, GiftCartRequest } from '@/contracts/gift-checkout';
import { GIFT_VALIDITY_MONTHS } from '@/contracts/gift-checkout';
import type { Database } from '@/server/db/database';
import { serverIntl } from '@/lib/intl/server-intl';
import { countryOf, toLocale } from '@/lib/locales';
import { jsonOr } from '@/lib/text/json-or';
import { findBoxes, shippingRows, subElementRows } from '../catalog/gift-boxes/gift-boxes.repository';
import { checkoutProblem } from './checkout-problem';

type BoxRequest = Extract<GiftCartRequest, { productType: 'BOX' }>;
export type PricedBox = Omit<GiftCart, 'paymentMethods' | 'priceChange'>;

const refused = (path: string, message: string) => new HttpProblem(400, { error: 'bad_request', message: 'Invalid request body', issues: [{ path, message }] });

/**
 * A box priced from the database (§3 gift format, shipping; §4 box hand-off): the box's own price for its code (the
 * suffix names the format), each extra at its catalog price (physical only; ids the catalog does not have, or two in
 * a single-selection category, are refused), and a physical box's shipping: the destination's shipping cost plus the
 * international fee from the point of sale (none sold from a point of sale without shipping costs: 409). The voucher
 * it delivers is worth the box alone, valid 18 months (§1).
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
    const { categories, elements } = await subElementRows(db);
    const byId = new Map(elements.map((e) => [e.id, e]));
    const perCategory = new Map<number, number>();
    for (const id of new Set(request.extras)) {
      const element = byId.get(id);
      if (!element) throw refused('extras', `Unknown extra ${id}`);
      perCategory.set(element.category_id, (perCategory.get(element.category_id) ?? 0) + 1);
      const names = jsonOr<Record<string, string>>(element.names, {});
      extras.push({ kind: 'extra', label: names[request.locale] ?? names.fr_FR ?? '', amount: Number(element.price) });
    }
    for (const c of categories) if (c.single_selection === 1 && (perCategory.get(c.id) ?? 0) > 1) throw refused('extras', 'One choice only in this category');
    shippingCountry = request.shippingCountry ?? countryOf(toLocale(request.locale)).toLowerCase();
    const cost = (await shippingRows(db, request.locale)).find((r) => r.country === shippingCountry);
    // No shipping from this point of sale (Italy) or to that country: the physical format cannot be sold.
    if (!cost) throw checkoutProblem('NO_MORE_AVAILABILITY');
    shipping = Number(cost.shipping_cost) + Number(cost.international_fee);
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
    box: { code: box.code, giftFormat: request.giftFormat, shippingCountry, shipping },
  };
}
