import type { Kysely } from 'kysely';
import type { CatalogLocaleCode } from '@/contracts/common';
import type { ShippingCostsQuery, ShippingCostsResponse } from '@/contracts/shipping-costs';
import type { SubElementsQuery, SubElementsResponse } from '@/contracts/sub-elements';
import type { Database } from '@/server/db/database';
import { imageUrl } from '@/server/db/image-keys';
import { jsonOr } from '@/lib/text/json-or';
import { shippingRows, subElementRows } from './gift-boxes.repository';

/** A text of a per-locale JSON map: the locale's, else French, else ''. */
const inLocale = (json: string, locale: CatalogLocaleCode): string => {
  const texts = jsonOr<Record<string, string>>(json, {});
  return texts[locale] ?? texts.fr_FR ?? '';
};

/** GET /api/sub-elements/available-custom-sub-elements: a physical box's extras by category, named in the locale. */
export async function getSubElements(db: Kysely<Database>, query: SubElementsQuery): Promise<SubElementsResponse> {
  const { categories, elements } = await subElementRows(db);
  return {
    categories: categories.map((c) => ({ id: c.id, name: c.name, label: inLocale(c.labels, query.locale), description: inLocale(c.descriptions, query.locale), singleSelection: c.single_selection === 1 })),
    availableCustomSubElements: elements.map((e) => ({
      id: e.id,
      name: inLocale(e.names, query.locale),
      imageUrl: e.image ? imageUrl(e.image) : null,
      categoryId: e.category_id,
      price: e.price,
      recommendedByWed: e.recommended === 1,
    })),
  };
}

/** GET /api/single-voucher/shipping-costs: what shipping costs from the point of sale, per destination country. */
export async function getShippingCosts(db: Kysely<Database>, query: ShippingCostsQuery): Promise<ShippingCostsResponse> {
  const rows = await shippingRows(db, query.pos);
  return { shippingCostsPerCountry: Object.fromEntries(rows.map((r) => [r.country, { shippingCost: r.shipping_cost, internationalShippingFee: r.international_fee }])) };
}
