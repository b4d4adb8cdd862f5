import { sql, type Kysely } from 'kysely';
import type { CatalogLocale, Database, PlaceKind } from '@/server/db/database';

export type PlaceNameRow = { kind: PlaceKind; place_id: number; locale: CatalogLocale; name: string; search_key: string; popularity: number };

/** Every localised destination name (the autocomplete index is built from these). */
export function findPlaceNames(db: Kysely<Database>): Promise<PlaceNameRow[]> {
  return db.selectFrom('place_name').select(['kind', 'place_id', 'locale', 'name', 'search_key', 'popularity']).execute();
}

export type PlaceAliasRow = { kind: PlaceKind; place_id: number; search_key: string };

/** Other names (exonyms, short forms) that find a destination in every locale. */
export function findPlaceAliases(db: Kysely<Database>): Promise<PlaceAliasRow[]> {
  return db.selectFrom('place_alias').select(['kind', 'place_id', 'search_key']).execute();
}

export type PlacePositionRow = { id: number; lat: number; lng: number; country_id: number; region_id: number | null };

export const findCountries = (db: Kysely<Database>) => db.selectFrom('country').select(['id', 'code', 'lat', 'lng', 'name']).execute();
export const findRegions = (db: Kysely<Database>) => db.selectFrom('region').select(['id', 'country_id', 'lat', 'lng', 'name']).execute();
export const findDepartments = (db: Kysely<Database>) => db.selectFrom('department').select(['id', 'country_id', 'region_id', 'lat', 'lng', 'name']).execute();
export const findCities = (db: Kysely<Database>) =>
  db.selectFrom('city').select(['id', 'country_id', 'region_id', 'department_id', 'lat', 'lng', 'name', 'zip_code']).execute();
export const findAreas = (db: Kysely<Database>, table: 'touristic_region' | 'ski_resort' | 'sea_resort') =>
  db.selectFrom(table).select(['id', 'country_id', 'region_id', 'lat', 'lng', 'name']).execute();
export const findPois = (db: Kysely<Database>) => db.selectFrom('poi').select(['id', 'country_id', 'region_id', 'city_id', 'lat', 'lng', 'name']).execute();

/** Active hotels with the destinations they belong to (postal code and position for hotel suggestions, counts for recommendations). */
export const findActiveHotels = (db: Kysely<Database>) =>
  db
    .selectFrom('hotel')
    .select(['id', 'name', 'address', 'zip_code', 'lat', 'lng', 'city_id', 'department_id', 'region_id', 'country_id', 'touristic_region_id', 'ski_resort_id', 'sea_resort_id', 'popularity'])
    .where('active', '=', 1)
    .execute();

/** Hotels holding a published offer of a gift box; null when the box does not exist. */
export async function findBoxHotelIds(db: Kysely<Database>, code: string): Promise<number[] | null> {
  const box = await db.selectFrom('gift_box').select('code').where('code', '=', code).executeTakeFirst();
  if (!box) return null;
  const rows = await db
    .selectFrom('gift_box_offer')
    .innerJoin('offer', 'offer.id', 'gift_box_offer.offer_id')
    .select('offer.hotel_id')
    .distinct()
    .where('gift_box_offer.code', '=', code)
    .where('offer.published', '=', 1)
    .execute();
  return rows.map((r) => r.hotel_id);
}

/** Changes whenever the seed rewrites the catalog or destinations or hotels are added or removed. */
export async function destinationsSignature(db: Kysely<Database>): Promise<string> {
  const meta = await db.selectFrom('catalog_meta').select(['key', 'value']).orderBy('key').execute();
  const { rows } = await sql<{ names: number; hotels: number; keys: number }>`
    select (select count(*) from place_name) as names,
           (select count(*) from hotel where active = 1) as hotels,
           (select coalesce(sum(place_id), 0) from place_name) as keys`.execute(db);
  return JSON.stringify([meta, rows[0]]);
}
