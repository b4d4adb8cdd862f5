import { sql, type Kysely } from 'kysely';
import type { CatalogLocaleCode } from '@/contracts/common';
import type { Database } from '@/server/db/database';

/** An offer with what quoting and showing it need: its texts in the locale, its room's capacity, its hotel's tax. */
const productOfferQuery = (db: Kysely<Database>, locale: CatalogLocaleCode) =>
  db
    .selectFrom('offer as o')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .leftJoin('room as rm', 'rm.id', 'o.room_id')
    .leftJoin('offer_translation as t', (j) => j.onRef('t.offer_id', '=', 'o.id').on('t.locale', '=', locale))
    .select([
      'o.id', 'o.hotel_id', 'o.room_id', 'o.item_category', 'o.main_theme_id', 'o.nights', 'o.min_nights', 'o.max_nights', 'o.sell_price', 'o.sv_price', 'o.giftable',
      'o.pax_count', 'o.cancellable', 'o.cancellation_days', 'o.expires_at', 'o.published', 'o.images', 'o.marketing_label_ids', 'o.auto_discount_code',
      'o.auto_discount_value', 'o.targeted_label_id', 'o.data_flow_mode', 'o.connectivity', 'o.channel_manager_id',
      't.label', 't.headwords', 't.description', 't.slug', 't.cancellation_message',
      'rm.max_capacity', 'h.active as hotel_active',
      'h.local_tax_type', 'h.local_tax_amount', 'h.local_tax_percentage', 'h.local_tax_paid_at_hotel',
    ]);

export const findProductOffer = (db: Kysely<Database>, offerId: number, locale: CatalogLocaleCode) => productOfferQuery(db, locale).where('o.id', '=', offerId).executeTakeFirst();

/** A hotel's published stays (not activities, not gift-only) not expired on `today`, each as findProductOffer reads it. */
export const findHotelStayOffers = (db: Kysely<Database>, hotelId: number, locale: CatalogLocaleCode, today: string) =>
  productOfferQuery(db, locale)
    .where('o.hotel_id', '=', hotelId)
    .where('o.item_category', '=', 'weekend')
    .where('o.published', '=', 1)
    .where((eb) => eb.or([eb('o.expires_at', 'is', null), eb('o.expires_at', '>=', today)]))
    .orderBy('o.id')
    .execute();
export type ProductOfferRow = NonNullable<Awaited<ReturnType<typeof findProductOffer>>>;

const programQuery = (db: Kysely<Database>, locale: CatalogLocaleCode) =>
  db
    .selectFrom('offer_activity as oa')
    .innerJoin('vocabulary as v', (j) => j.onRef('v.id', '=', 'oa.activity_id').on('v.kind', '=', 'activity'))
    .leftJoin('vocabulary_label as l', (j) => j.onRef('l.id', '=', 'v.id').on('l.kind', '=', 'activity').on('l.locale', '=', locale))
    .select(['oa.offer_id', 'oa.activity_id', 'oa.position', 'oa.day_index', 'oa.quantity', 'v.code', 'v.icon', 'v.parent_id', 'l.label']);

/** The offer's program lines in order, with each activity's code, group and title in the locale. */
export const findProgram = (db: Kysely<Database>, offerId: number, locale: CatalogLocaleCode) => programQuery(db, locale).where('oa.offer_id', '=', offerId).orderBy('oa.position').execute();
export type ProgramRow = Awaited<ReturnType<typeof findProgram>>[number];

/** Several offers' programs in one statement, each as findProgram reads it (an offer without lines maps to none). */
export async function findPrograms(db: Kysely<Database>, offerIds: readonly number[], locale: CatalogLocaleCode): Promise<Map<number, ProgramRow[]>> {
  const programs = new Map<number, ProgramRow[]>();
  if (offerIds.length === 0) return programs;
  const rows = await programQuery(db, locale).where('oa.offer_id', 'in', [...offerIds]).orderBy('oa.offer_id').orderBy('oa.position').execute();
  for (const row of rows) programs.set(Number(row.offer_id), [...(programs.get(Number(row.offer_id)) ?? []), row]);
  return programs;
}

/** The offer's label in each catalog locale it is translated into. */
export const findOfferLabels = (db: Kysely<Database>, offerId: number) => db.selectFrom('offer_translation').select(['locale', 'label']).where('offer_id', '=', offerId).execute();

/** Every night of an offer between two days (included), sellable or not. */
export const findNights = (db: Kysely<Database>, offerId: number, from: string, to: string) =>
  db
    .selectFrom('availability')
    .select(['day', 'price', 'bar_price', 'extra_adult_price', 'child_price', 'baby_price', 'min_stay', 'rooms_left', 'closed', 'promo_percent', 'best_price_of_month'])
    .where('offer_id', '=', offerId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
export type NightRowFull = Awaited<ReturnType<typeof findNights>>[number];

/** The activity ids of these offers' programmes, offer by offer in programme order. */
export const findProgramActivityIds = (db: Kysely<Database>, offerIds: readonly number[]) =>
  db.selectFrom('offer_activity').select(['offer_id', 'activity_id', 'position']).where('offer_id', 'in', [...offerIds]).orderBy('offer_id').orderBy('position').execute();

/** The ids of a hotel's stays on sale on `today` (published, not expired). */
export const findHotelStayIds = async (db: Kysely<Database>, hotelId: number, today: string): Promise<number[]> =>
  (
    await db
      .selectFrom('offer')
      .select('id')
      .where('hotel_id', '=', hotelId)
      .where('item_category', '=', 'weekend')
      .where('published', '=', 1)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>=', today)]))
      .execute()
  ).map((row) => Number(row.id));

export const findRoom = (db: Kysely<Database>, roomId: number) => db.selectFrom('room').selectAll().where('id', '=', roomId).executeTakeFirst();

/** An offer's themes and tags in one statement: each row is a value of the `theme` or the `tag` list. */
export const findOfferThemesAndTags = (db: Kysely<Database>, offerId: number) =>
  db
    .selectFrom('offer_theme')
    .select([sql<string>`'theme'`.as('list'), 'value_id'])
    .where('offer_id', '=', offerId)
    .unionAll(db.selectFrom('offer_tag').select([sql<string>`'tag'`.as('list'), 'value_id']).where('offer_id', '=', offerId))
    .execute();
