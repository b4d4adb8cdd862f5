import type { Kysely } from 'kysely';
import type { GiftCart } from '@/contracts/gift-checkout';
import type { Database } from '@/server/db/database';
import { countryOf, toLocale } from '@/lib/locales';
import { jsonOr } from '@/lib/text/json-or';
import type { CatalogLocaleCode } from '@/contracts/common';
import { shippingRows, subElementRows } from '../catalog/gift-boxes/gift-boxes.repository';

/** An extra (sleeve, card) as the catalog keeps it. */
export type ExtraRow = { id: number; category_id: number; price: number | string; names: string };
export type ExtraCategoryRow = { id: number; single_selection: number };
/** The shipping from a point of sale to one country (cents). */
export type ShippingRow = { country: string; shipping_cost: number | string; international_fee: number | string };

export type PhysicalGiftInput = {
  locale: CatalogLocaleCode;
  /** the extras' ids asked (repeats count once) */
  extras: readonly number[];
  /** where it is posted (lower-case ISO alpha-2); the point of sale's own country when absent */
  shippingCountry?: string;
  categories: readonly ExtraCategoryRow[];
  elements: readonly ExtraRow[];
  shipping: readonly ShippingRow[];
};

export type PhysicalGiftPrice =
  | { kind: 'priced'; extras: GiftCart['lines']; shipping: number; shippingCountry: string }
  /** an id the catalog does not have, or two in a single-selection category: the body is refused (400) */
  | { kind: 'refused'; message: string }
  /** no shipping from this point of sale to that country (Italy has none): the physical format cannot be sold (409) */
  | { kind: 'noShipping' };

/**
 * What the physical format adds to a gift, box or stay voucher (§3 custom sub-elements and shipping costs, §4 gift
 * format): each extra at its catalog price, named in the order's language; the shipping = the destination's shipping
 * cost + the international fee from the point of sale. Pure: the catalog rows are passed in.
 */
export function pricePhysicalGift({ locale, extras, shippingCountry, categories, elements, shipping }: PhysicalGiftInput): PhysicalGiftPrice {
  const byId = new Map(elements.map((e) => [Number(e.id), e]));
  const perCategory = new Map<number, number>();
  const lines: GiftCart['lines'] = [];
  for (const id of new Set(extras)) {
    const element = byId.get(id);
    if (!element) return { kind: 'refused', message: `Unknown extra ${id}` };
    perCategory.set(Number(element.category_id), (perCategory.get(Number(element.category_id)) ?? 0) + 1);
    const names = jsonOr<Record<string, string>>(element.names, {});
    lines.push({ kind: 'extra', label: names[locale] ?? names.fr_FR ?? '', amount: Number(element.price) });
  }
  for (const c of categories) if (Number(c.single_selection) === 1 && (perCategory.get(Number(c.id)) ?? 0) > 1) return { kind: 'refused', message: 'One choice only in this category' };
  const country = shippingCountry ?? countryOf(toLocale(locale)).toLowerCase();
  const cost = shipping.find((r) => r.country === country);
  if (!cost) return { kind: 'noShipping' };
  return { kind: 'priced', extras: lines, shipping: Number(cost.shipping_cost) + Number(cost.international_fee), shippingCountry: country };
}

/** The same with the catalog's extras and the point of sale's shipping costs read from the database. */
export async function pricePhysicalGiftFromDb(db: Kysely<Database>, request: Pick<PhysicalGiftInput, 'locale' | 'extras' | 'shippingCountry'>): Promise<PhysicalGiftPrice> {
  const [{ categories, elements }, shipping] = await Promise.all([subElementRows(db), shippingRows(db, request.locale)]);
  return pricePhysicalGift({ ...request, categories, elements, shipping });
}
