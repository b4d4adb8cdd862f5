import type { Kysely } from 'kysely';
import type { CatalogLocale, Database, ItemCategory } from '@/server/db/database';

/** Both stored versions (published, draft) of one page. */
export const findCmsPageVersions = (db: Kysely<Database>, locale: CatalogLocale, kind: string, slug: string) =>
  db.selectFrom('cms_page').selectAll().where('locale', '=', locale).where('kind', '=', kind as never).where('slug', '=', slug).execute();

/** Published landing and static pages with their last change, for the sitemap. */
export const findPublishedPageKeys = (db: Kysely<Database>) =>
  db.selectFrom('cms_page').select(['locale', 'kind', 'slug', 'updated_at']).where('status', '=', 'published').where('kind', 'in', ['landing', 'static', 'ideas']).orderBy('kind').orderBy('slug').execute();

export const findBoxes = (db: Kysely<Database>, locale: CatalogLocale, codes: readonly string[]) =>
  codes.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('gift_box')
        .innerJoin('gift_box_translation', (join) => join.onRef('gift_box_translation.code', '=', 'gift_box.code').on('gift_box_translation.locale', '=', locale))
        .select(['gift_box.code', 'gift_box.slug', 'gift_box.sell_price', 'gift_box.reference_price', 'gift_box.rating', 'gift_box.images', 'gift_box_translation.title', 'gift_box_translation.description'])
        .where('gift_box.code', 'in', [...codes])
        .where('gift_box.published', '=', 1)
        .execute();

/** The most popular offers on sale of a category, optionally of one theme. */
export function findTopOffers(db: Kysely<Database>, locale: CatalogLocale, category: ItemCategory, options: { themeId: number | null; giftable: boolean; today: string; limit: number }) {
  let query = db
    .selectFrom('offer')
    .innerJoin('hotel', 'hotel.id', 'offer.hotel_id')
    .innerJoin('city', 'city.id', 'hotel.city_id')
    .innerJoin('offer_translation', (join) => join.onRef('offer_translation.offer_id', '=', 'offer.id').on('offer_translation.locale', '=', locale))
    .select([
      'offer.id',
      'offer.sell_price',
      'offer.ref_price',
      'offer.sv_price',
      'offer.promo_percent',
      'offer.nights',
      'offer.images',
      'offer_translation.label',
      'offer_translation.slug',
      'hotel.name as hotel_name',
      'hotel.stars',
      'city.name as city_name',
    ])
    .where('offer.item_category', '=', category)
    .where('offer.published', '=', 1)
    .where('hotel.active', '=', 1)
    .where((eb) => eb.or([eb('offer.expires_at', 'is', null), eb('offer.expires_at', '>=', options.today)]));
  if (options.giftable) query = query.where('offer.giftable', '=', 1);
  if (options.themeId !== null) query = query.innerJoin('offer_theme', 'offer_theme.offer_id', 'offer.id').where('offer_theme.value_id', '=', options.themeId);
  return query.orderBy('offer.popularity', 'desc').orderBy('offer.id').limit(options.limit).execute();
}
