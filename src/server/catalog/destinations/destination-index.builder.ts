import type { Kysely } from 'kysely';
import type { DestinationCategory } from '@/contracts/autocomplete';
import { CATALOG_LOCALES } from '@/contracts/common';
import type { CatalogLocale, Database } from '@/server/db/database';
import { LocaleIndex, type DestinationIndex, type IndexedPlace } from './destination-index';
import * as repo from './destinations.repository';

type Position = { lat: number; lng: number; countryId: number | null; postalcode: string | null; parents: [DestinationCategory, number | null][] };

const key = (kind: string, id: number) => `${kind}:${id}`;

/** Read the destinations and hotels once and build every locale's index. */
export async function buildDestinationIndex(db: Kysely<Database>): Promise<DestinationIndex> {
  const started = performance.now();
  const [names, countries, regions, departments, cities, touristic, ski, sea, pois, hotels] = await Promise.all([
    repo.findPlaceNames(db),
    repo.findCountries(db),
    repo.findRegions(db),
    repo.findDepartments(db),
    repo.findCities(db),
    repo.findAreas(db, 'touristic_region'),
    repo.findAreas(db, 'ski_resort'),
    repo.findAreas(db, 'sea_resort'),
    repo.findPois(db),
    repo.findActiveHotels(db),
  ]);

  // Where each place lies, and what to name to tell namesakes apart.
  const positions = new Map<string, Position>();
  const put = (kind: DestinationCategory, id: number, p: Position) => positions.set(key(kind, id), p);
  for (const c of countries) put('country', c.id, { lat: c.lat, lng: c.lng, countryId: c.id, postalcode: null, parents: [] });
  for (const r of regions) put('region', r.id, { lat: r.lat, lng: r.lng, countryId: r.country_id, postalcode: null, parents: [['country', r.country_id]] });
  for (const d of departments) put('department', d.id, { lat: d.lat, lng: d.lng, countryId: d.country_id, postalcode: null, parents: [['region', d.region_id], ['country', d.country_id]] });
  for (const c of cities) put('city', c.id, { lat: c.lat, lng: c.lng, countryId: c.country_id, postalcode: c.zip_code, parents: [['region', c.region_id], ['country', c.country_id]] });
  for (const [kind, rows] of [['touristic_region', touristic], ['ski_resort', ski], ['sea_resort', sea]] as const) {
    for (const a of rows) put(kind, a.id, { lat: a.lat, lng: a.lng, countryId: a.country_id, postalcode: null, parents: [['region', a.region_id], ['country', a.country_id]] });
  }
  for (const p of pois) put('poi', p.id, { lat: p.lat, lng: p.lng, countryId: p.country_id, postalcode: null, parents: [p.city_id ? ['city', p.city_id] : ['region', p.region_id], ['country', p.country_id]] });
  for (const h of hotels) put('hotel', h.id, { lat: h.lat, lng: h.lng, countryId: h.country_id, postalcode: h.zip_code, parents: [['city', h.city_id], ['country', h.country_id]] });

  const nameOf = new Map<CatalogLocale, Map<string, string>>(CATALOG_LOCALES.map((l) => [l, new Map()]));
  for (const n of names) nameOf.get(n.locale)!.set(key(n.kind, n.place_id), n.name);
  const tableNames = new Map<string, string>();
  for (const [kind, rows] of [['country', countries], ['region', regions], ['department', departments], ['city', cities]] as const) {
    for (const r of rows) tableNames.set(key(kind, r.id), r.name);
  }

  const locales = new Map<CatalogLocale, LocaleIndex>();
  const hotelNamed = new Set(names.filter((n) => n.kind === 'hotel').map((n) => n.place_id));
  for (const locale of CATALOG_LOCALES) {
    const local = nameOf.get(locale)!;
    const label = (kind: DestinationCategory, id: number) => local.get(key(kind, id)) ?? tableNames.get(key(kind, id)) ?? null;
    const toPlace = (kind: DestinationCategory, id: number, name: string, popularity: number): IndexedPlace => {
      const p = positions.get(key(kind, id));
      const parentLabel = (p?.parents ?? [])
        .filter((entry): entry is [DestinationCategory, number] => entry[1] !== null)
        .map(([k, i]) => label(k, i))
        .filter((l): l is string => !!l && l !== name)
        .join(', ');
      return { kind, id, name, popularity, countryId: p?.countryId ?? null, lat: p?.lat ?? null, lng: p?.lng ?? null, postalcode: p?.postalcode ?? null, parentLabel: parentLabel || null };
    };
    const places: IndexedPlace[] = [];
    for (const n of names) {
      if (n.locale !== locale) continue;
      // Inactive hotels keep their names but are not suggested.
      if (n.kind === 'hotel' && !positions.has(key('hotel', n.place_id))) continue;
      places.push(toPlace(n.kind, n.place_id, n.name, n.popularity));
    }
    // Hotel names are not localised: when the seed did not list them in place_name, take them from the hotel table.
    for (const h of hotels) if (!hotelNamed.has(h.id)) places.push(toPlace('hotel', h.id, h.name, h.popularity));
    locales.set(locale, new LocaleIndex(places));
  }

  const hotelCounts = new Map<string, number>();
  const hotelPlaces = new Map<number, string[]>();
  for (const h of hotels) {
    const places = [
      key('hotel', h.id),
      key('city', h.city_id),
      key('region', h.region_id),
      key('country', h.country_id),
      ...(h.department_id ? [key('department', h.department_id)] : []),
      ...(h.touristic_region_id ? [key('touristic_region', h.touristic_region_id)] : []),
      ...(h.ski_resort_id ? [key('ski_resort', h.ski_resort_id)] : []),
      ...(h.sea_resort_id ? [key('sea_resort', h.sea_resort_id)] : []),
    ];
    hotelPlaces.set(h.id, places);
    for (const p of places) hotelCounts.set(p, (hotelCounts.get(p) ?? 0) + 1);
  }
  return { locales, hotelCounts, hotelPlaces, countryIds: new Map(countries.map((c) => [c.code, c.id])), builtAt: Date.now(), buildMs: Math.round(performance.now() - started) };
}

export const placeKey = key;
