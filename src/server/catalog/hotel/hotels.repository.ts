import { sql, type Kysely } from 'kysely';
import type { CatalogLocaleCode } from '@/contracts/common';
import type { Database } from '@/server/db/database';

/** Reads of a hotel as the product and hotel pages show it (its row, texts, facilities, rooms) and of the vocabulary's labels. */

export const findHotelRow = (db: Kysely<Database>, hotelId: number) =>
  db
    .selectFrom('hotel')
    .leftJoin('country as hotel_country', 'hotel_country.id', 'hotel.country_id')
    .selectAll('hotel')
    .select(['hotel_country.code as country_code', 'hotel_country.name as country_name'])
    .where('hotel.id', '=', hotelId)
    .executeTakeFirst();

export const findHotelTexts = (db: Kysely<Database>, hotelId: number, locale: CatalogLocaleCode) =>
  db.selectFrom('hotel_translation').select(['description', 'important_infos', 'getting_there']).where('hotel_id', '=', hotelId).where('locale', '=', locale).executeTakeFirst();

/** Both facility lists of a hotel in one statement: each row is a value of the `facility` or the `eco` list. */
export const findHotelFacilities = (db: Kysely<Database>, hotelId: number) =>
  db
    .selectFrom('hotel_facility')
    .select([sql<string>`'facility'`.as('list'), 'value_id'])
    .where('hotel_id', '=', hotelId)
    .unionAll(db.selectFrom('hotel_eco_facility').select([sql<string>`'eco'`.as('list'), 'value_id']).where('hotel_id', '=', hotelId))
    .execute();

export const findHotelRooms = (db: Kysely<Database>, hotelId: number) => db.selectFrom('room').selectAll().where('hotel_id', '=', hotelId).orderBy('id').execute();

/** Every vocabulary entry with its label in the locale (none when it has no translation). */
export const findVocabularyLabels = (db: Kysely<Database>, locale: CatalogLocaleCode) =>
  db
    .selectFrom('vocabulary as v')
    .leftJoin('vocabulary_label as l', (j) => j.onRef('l.kind', '=', 'v.kind').onRef('l.id', '=', 'v.id').on('l.locale', '=', locale))
    .select(['v.kind', 'v.id', 'v.code', 'v.icon', 'v.parent_id', 'l.label'])
    .execute();
