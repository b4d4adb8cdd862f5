import type { Kysely } from 'kysely';
import type { CatalogLocaleCode } from '@/contracts/common';
import type { Database, PlaceKind } from '@/server/db/database';

/** Reads of the search's answers: what a card shows of its offers, the search details' places and labels, facet labels. */

/** What a card shows of each offer of a page, with its hotel, room type and city in the locale. */
export const findCardRows = (db: Kysely<Database>, ids: readonly number[], locale: CatalogLocaleCode) =>
  db
    .selectFrom('offer as o')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .innerJoin('city as c', 'c.id', 'h.city_id')
    .leftJoin('offer_translation as t', (j) => j.onRef('t.offer_id', '=', 'o.id').on('t.locale', '=', locale))
    .leftJoin('room as rm', 'rm.id', 'o.room_id')
    .leftJoin('vocabulary as rt', (j) => j.onRef('rt.id', '=', 'rm.room_type_id').on('rt.kind', '=', 'room_type'))
    .leftJoin('place_name as pn', (j) => j.onRef('pn.place_id', '=', 'h.city_id').on('pn.kind', '=', 'city').on('pn.locale', '=', locale))
    .select([
      'o.id', 'o.hotel_id', 'o.item_category', 'o.nights', 'o.last_minute', 'o.expires_at', 'o.marketing_label_ids', 'o.cancellable', 'o.cancellation_days',
      'o.channel_manager_id', 'o.data_flow_mode', 'o.connectivity', 'o.pax_count', 'o.images', 'o.auto_discount_code', 'o.auto_discount_value', 'o.targeted_label_id',
      't.label', 't.headwords', 't.cancellation_message',
      'h.name as hotel_name', 'h.stars as hotel_stars', 'h.address as hotel_address', 'h.zip_code as hotel_zip', 'h.lat as hotel_lat', 'h.lng as hotel_lng',
      'h.review_count', 'h.review_average', 'h.cot_policy', 'rt.code as room_type', 'h.city_id', 'c.name as city_name', 'pn.name as city_label',
    ])
    .where('o.id', 'in', [...ids])
    .execute();

export const findOfferThemes = (db: Kysely<Database>, ids: readonly number[]) =>
  db.selectFrom('offer_theme').select(['offer_id', 'value_id']).where('offer_id', 'in', [...ids]).orderBy('value_id').execute();

/** The tags' codes of each offer, in the vocabulary's order. */
export const findOfferTagCodes = (db: Kysely<Database>, ids: readonly number[]) =>
  db
    .selectFrom('offer_tag as ot')
    .innerJoin('vocabulary as v', (j) => j.onRef('v.id', '=', 'ot.value_id').on('v.kind', '=', 'tag'))
    .select(['ot.offer_id', 'v.code'])
    .where('ot.offer_id', 'in', [...ids])
    .orderBy('v.position')
    .execute();

/** The marketing and targeted labels in the locale, with their codes. */
export const findCardLabels = (db: Kysely<Database>, locale: CatalogLocaleCode) =>
  db
    .selectFrom('vocabulary_label as vl')
    .innerJoin('vocabulary as v', (j) => j.onRef('v.kind', '=', 'vl.kind').onRef('v.id', '=', 'vl.id'))
    .select(['vl.kind', 'vl.id', 'vl.label', 'v.code'])
    .where('vl.kind', 'in', ['marketing_label', 'targeted_label'])
    .where('vl.locale', '=', locale)
    .execute();

/** Every vocabulary label in the locale (the facets' names). */
export const findLabelsOfLocale = (db: Kysely<Database>, locale: CatalogLocaleCode) =>
  db.selectFrom('vocabulary_label').select(['kind', 'id', 'label']).where('locale', '=', locale).execute();

/** A place's names in every locale. */
export const findPlaceNames = (db: Kysely<Database>, kind: PlaceKind, id: number) =>
  db.selectFrom('place_name').select(['locale', 'name']).where('kind', '=', kind).where('place_id', '=', id).execute();

/** Several places' names in every locale, in one statement. */
export const findPlacesNames = (db: Kysely<Database>, places: readonly { kind: PlaceKind; id: number }[]) =>
  places.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('place_name')
        .select(['kind', 'place_id', 'locale', 'name'])
        .where((eb) => eb.or(places.map((p) => eb.and([eb('kind', '=', p.kind), eb('place_id', '=', p.id)]))))
        .execute();

/** Where a hotel is (a search by hotel). */
export const findHotelPlace = (db: Kysely<Database>, hotelId: number) =>
  db.selectFrom('hotel').select(['id', 'name', 'lat', 'lng', 'region_id', 'country_id']).where('id', '=', hotelId).executeTakeFirst();

/** A theme's label in the locale. */
export const findThemeLabel = async (db: Kysely<Database>, themeId: number, locale: CatalogLocaleCode): Promise<string | undefined> =>
  (await db.selectFrom('vocabulary_label').select('label').where('kind', '=', 'theme').where('id', '=', themeId).where('locale', '=', locale).executeTakeFirst())?.label;
