import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import type { TilePlaces } from './draw-tile';
import { findTilePlaceRows } from './tile-places.repository';

let cached: Promise<TilePlaces> | null = null;

/** The places the local tiles draw, read once per server (a few tens of thousands of rows), largest towns first. */
export function tilePlaces(db: Kysely<Database>): Promise<TilePlaces> {
  cached ??= (async () => {
    const [towns, regions, countries] = await findTilePlaceRows(db);
    return {
      towns: towns.map((t) => ({ name: t.name, lat: Number(t.lat), lng: Number(t.lng), population: Number(t.population) })),
      regions: regions.map((r) => ({ name: r.name, lat: Number(r.lat), lng: Number(r.lng), population: 0 })),
      countries: countries.map((c) => ({ name: c.name, lat: Number(c.lat), lng: Number(c.lng), population: 0 })),
    };
  })().catch((error) => {
    cached = null; // a database not ready yet: try again on the next tile
    throw error;
  });
  return cached;
}
