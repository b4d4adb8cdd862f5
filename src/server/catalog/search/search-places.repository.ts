import type { Kysely } from 'kysely';
import type { Database, PlaceKind } from '@/server/db/database';

/** The search's reads of its fixed lists and of the places and hotels a criteria names (resolve-query.ts). */

/** Every vocabulary entry's codes, ids, bits and parents, by kind then position. */
export const findSearchVocabulary = (db: Kysely<Database>) =>
  db.selectFrom('vocabulary').select(['kind', 'id', 'code', 'bit', 'parent_id']).orderBy('kind').orderBy('position').execute();

type PlaceTable = Exclude<PlaceKind, 'hotel'>;

/** Where a place of a table is, and the region and country it belongs to (a country its own; a region its country). */
export async function findPlacePosition(db: Kysely<Database>, table: PlaceTable, id: number): Promise<{ lat: number; lng: number; region_id: number | null; country_id: number } | undefined> {
  if (table === 'country') {
    const c = await db.selectFrom('country').select(['lat', 'lng', 'id']).where('id', '=', id).executeTakeFirst();
    return c && { lat: c.lat, lng: c.lng, region_id: null, country_id: c.id };
  }
  if (table === 'region') {
    const r = await db.selectFrom('region').select(['lat', 'lng', 'id', 'country_id']).where('id', '=', id).executeTakeFirst();
    return r && { lat: r.lat, lng: r.lng, region_id: r.id, country_id: r.country_id };
  }
  return db.selectFrom(table).select(['lat', 'lng', 'region_id', 'country_id']).where('id', '=', id).executeTakeFirst();
}

/** Whether an active hotel has this id. */
export const activeHotelExists = async (db: Kysely<Database>, hotelId: number): Promise<boolean> =>
  Boolean(await db.selectFrom('hotel').select('id').where('id', '=', hotelId).where('active', '=', 1).executeTakeFirst());

/** The city with the most hotels and where it is (benchmarks). */
export async function findBusiestCity(db: Kysely<Database>): Promise<{ id: number; lat: number; lng: number }> {
  const busiest = await db.selectFrom('hotel').select('city_id').groupBy('city_id').orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('city_id').executeTakeFirstOrThrow();
  const centre = await db.selectFrom('city').select(['lat', 'lng']).where('id', '=', busiest.city_id).executeTakeFirstOrThrow();
  return { id: Number(busiest.city_id), lat: centre.lat, lng: centre.lng };
}
