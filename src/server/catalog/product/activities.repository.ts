import type { Kysely } from 'kysely';
import type { CatalogLocaleCode } from '@/contracts/common';
import type { Database } from '@/server/db/database';

/** Reads of the activities' own data (titles, contents, groups, prices per party, gift prices, centres). */

/** An activity's id, code and title in the locale (undefined for an unknown activity). */
export const findActivityTitle = (db: Kysely<Database>, activityId: number, locale: CatalogLocaleCode) =>
  db
    .selectFrom('vocabulary as v')
    .leftJoin('vocabulary_label as l', (j) => j.onRef('l.id', '=', 'v.id').on('l.kind', '=', 'activity').on('l.locale', '=', locale))
    .select(['v.id', 'v.code', 'l.label'])
    .where('v.kind', '=', 'activity')
    .where('v.id', '=', activityId)
    .executeTakeFirst();

/** The activities of these offers' programmes, offer by offer in programme order, with their titles in the locale. */
export const findProgramActivities = (db: Kysely<Database>, offerIds: readonly number[], locale: CatalogLocaleCode) =>
  db
    .selectFrom('offer_activity as oa')
    .innerJoin('vocabulary as v', (j) => j.onRef('v.id', '=', 'oa.activity_id').on('v.kind', '=', 'activity'))
    .leftJoin('vocabulary_label as l', (j) => j.onRef('l.id', '=', 'v.id').on('l.kind', '=', 'activity').on('l.locale', '=', locale))
    .select(['oa.offer_id', 'oa.activity_id', 'v.code', 'l.label'])
    .where('oa.offer_id', 'in', [...offerIds])
    .orderBy('oa.offer_id')
    .orderBy('oa.position')
    .execute();

/** The prices per party size of these offers (activities sold alone), by offer then party size. */
export const findPaxPrices = (db: Kysely<Database>, offerIds: readonly number[]) =>
  offerIds.length === 0 ? Promise.resolve([]) : db.selectFrom('offer_pax_price').selectAll().where('offer_id', 'in', [...offerIds]).orderBy('offer_id').orderBy('adults').execute();

/** An offer's price for a party of `adults` (an activity's price per number of people), or undefined. */
export const findPaxPrice = (db: Kysely<Database>, offerId: number, adults: number) =>
  db.selectFrom('offer_pax_price').select(['sell_price', 'bar_price']).where('offer_id', '=', offerId).where('adults', '=', adults).executeTakeFirst();

/** An offer's gift prices: nights × tier. */
export const findGiftPriceRows = (db: Kysely<Database>, offerId: number) =>
  db.selectFrom('offer_gift_price').select(['nights', 'tier', 'sell_price']).where('offer_id', '=', offerId).orderBy('nights').orderBy('tier').execute();

/** What an activity page shows of its centre (the offer's hotel). */
export const findActivityCentre = (db: Kysely<Database>, hotelId: number) =>
  db.selectFrom('hotel').select(['id', 'name', 'stars', 'address', 'zip_code', 'lat', 'lng', 'city_id', 'region_id', 'country_id']).where('id', '=', hotelId).executeTakeFirstOrThrow();

/** The activities' contents in the locale. */
export const findActivityContents = (db: Kysely<Database>, activityIds: readonly number[], locale: CatalogLocaleCode) =>
  activityIds.length === 0 ? Promise.resolve([]) : db.selectFrom('activity_content').selectAll().where('activity_id', 'in', [...activityIds]).where('locale', '=', locale).execute();

/** The activity groups' labels in the locale. */
export const findActivityGroupLabels = (db: Kysely<Database>, groupIds: readonly number[], locale: CatalogLocaleCode) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('vocabulary_label').select(['id', 'label']).where('kind', '=', 'activity_group').where('locale', '=', locale).where('id', 'in', [...groupIds]).execute();
