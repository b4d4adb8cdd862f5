import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';

/** The places whose names the local map tiles draw: towns (the most populated first), regions and countries. */
export const findTilePlaceRows = (db: Kysely<Database>) =>
  Promise.all([
    db.selectFrom('city').select(['name', 'lat', 'lng', 'population']).orderBy('population', 'desc').orderBy('id').execute(),
    db.selectFrom('region').select(['name', 'lat', 'lng']).execute(),
    db.selectFrom('country').select(['name', 'lat', 'lng']).execute(),
  ]);
