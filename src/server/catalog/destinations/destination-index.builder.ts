import type { Kysely } from 'kysely';
import type { DestinationCategory } from '@/contracts/autocomplete';
import { CATALOG_LOCALES } from '@/contracts/common';
import type { Database } from '@/server/db/database';
import { HOME_COUNTRY_CODE, kindOfKey, localeBit, NameIndex, placeKey, type DestinationIndex, type IndexedPlace } from './destination-index';
import * as repo from './destinations.repository';
import { fold } from './fold';

type Position = { lat: number; lng: number; countryId: number | null; postalcode: string | null; parents: number[] };

/** Kinds named after the town they lie around: their name does not hide the town's alias. */
const NAMED_AFTER_THEIR_TOWN = new Set<DestinationCategory>(['sea_resort', 'ski_resort']);

/** Kinds other places name as their parent. */
const PARENT_KINDS = new Set<DestinationCategory>(['country', 'region', 'city']);

/** Read the destinations and hotels once and build the name index of every locale. */
export async function buildDestinationIndex(db: Kysely<Database>): Promise<DestinationIndex> {
  const started = performance.now();
  const [names, aliases, countries, regions, departments, cities, touristic, ski, sea, pois, hotels] = await Promise.all([
    repo.findPlaceNames(db),
    repo.findPlaceAliases(db),
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

  const positions = new Map<number, Position>();
  const put = (kind: DestinationCategory, id: number, p: Position) => positions.set(placeKey(kind, id), p);
  const parents = (...list: [DestinationCategory, number | null][]) => list.filter(([, id]) => id !== null).map(([kind, id]) => placeKey(kind, id!));
  for (const c of countries) put('country', c.id, { lat: c.lat, lng: c.lng, countryId: c.id, postalcode: null, parents: [] });
  for (const r of regions) put('region', r.id, { lat: r.lat, lng: r.lng, countryId: r.country_id, postalcode: null, parents: parents(['country', r.country_id]) });
  for (const d of departments) put('department', d.id, { lat: d.lat, lng: d.lng, countryId: d.country_id, postalcode: null, parents: parents(['region', d.region_id], ['country', d.country_id]) });
  for (const c of cities) put('city', c.id, { lat: c.lat, lng: c.lng, countryId: c.country_id, postalcode: c.zip_code, parents: parents(['region', c.region_id], ['country', c.country_id]) });
  for (const [kind, rows] of [['touristic_region', touristic], ['ski_resort', ski], ['sea_resort', sea]] as const) {
    for (const a of rows) put(kind, a.id, { lat: a.lat, lng: a.lng, countryId: a.country_id, postalcode: null, parents: parents(['region', a.region_id], ['country', a.country_id]) });
  }
  for (const p of pois) put('poi', p.id, { lat: p.lat, lng: p.lng, countryId: p.country_id, postalcode: null, parents: parents(p.city_id ? ['city', p.city_id] : ['region', p.region_id], ['country', p.country_id]) });
  for (const h of hotels) put('hotel', h.id, { lat: h.lat, lng: h.lng, countryId: h.country_id, postalcode: h.zip_code, parents: parents(['city', h.city_id], ['country', h.country_id]) });

  // One entry per distinct (place, name): the locales spelling it alike share it through the mask.
  const places: IndexedPlace[] = [];
  const byName = new Map<number, IndexedPlace[]>();
  const parentNames = new Map<number, string[]>();
  const hotelNamed = new Set<number>();
  const add = (kind: DestinationCategory, id: number, name: string, searchKey: string, popularity: number, mask: number) => {
    const key = placeKey(kind, id);
    const variants = byName.get(key);
    const same = variants?.find((v) => v.name === name);
    if (same) {
      same.localeMask |= mask;
      return;
    }
    const p = positions.get(key);
    const place: IndexedPlace = {
      kind, id, name, searchKey, popularity, localeMask: mask,
      countryId: p?.countryId ?? null, lat: p?.lat ?? null, lng: p?.lng ?? null, postalcode: p?.postalcode ?? null, parents: p?.parents ?? [],
    };
    places.push(place);
    if (variants) variants.push(place);
    else byName.set(key, [place]);
  };
  for (const n of names) {
    const key = placeKey(n.kind, n.place_id);
    if (PARENT_KINDS.has(n.kind)) {
      let list = parentNames.get(key);
      if (!list) parentNames.set(key, (list = []));
      list[CATALOG_LOCALES.indexOf(n.locale)] = n.name;
    }
    if (n.kind === 'hotel') {
      hotelNamed.add(n.place_id);
      // Inactive hotels keep their names but are not suggested.
      if (!positions.has(key)) continue;
    }
    add(n.kind, n.place_id, n.name, n.search_key, n.popularity, localeBit(n.locale));
  }
  // Hotel names are not localised: when place_name does not list them, take them from the hotel table.
  const everyLocale = (1 << CATALOG_LOCALES.length) - 1;
  for (const h of hotels) if (!hotelNamed.has(h.id)) add('hotel', h.id, h.name, fold(h.name), h.popularity, everyLocale);

  findEveryNameInEveryLocale(byName, aliases);
  tellNamesakeHotelsApart(byName, hotels);

  const hotelCounts = new Map<number, number>();
  const hotelPlaces = new Map<number, number[]>();
  for (const h of hotels) {
    const within = parents(
      ['hotel', h.id], ['city', h.city_id], ['region', h.region_id], ['country', h.country_id], ['department', h.department_id],
      ['touristic_region', h.touristic_region_id], ['ski_resort', h.ski_resort_id], ['sea_resort', h.sea_resort_id],
    );
    hotelPlaces.set(h.id, within);
    for (const p of within) hotelCounts.set(p, (hotelCounts.get(p) ?? 0) + 1);
  }
  const countryIds = new Map(countries.map((c) => [c.code, c.id]));
  const homeCountries = new Map(CATALOG_LOCALES.flatMap((locale) => {
    const id = countryIds.get(HOME_COUNTRY_CODE[locale]);
    return id === undefined ? [] : [[locale, id] as const];
  }));
  return {
    names: new NameIndex(places, homeCountries),
    parentNames,
    hotelCounts,
    hotelPlaces,
    countryIds,
    builtAt: Date.now(),
    buildMs: Math.round(performance.now() - started),
  };
}


/**
 * A place is found by any of its names in any locale, and by its aliases, and shown in the visitor's own words:
 * each locale's entry gets the other entries' keys and the aliases as extra keys (issue 23 point 3).
 */
function findEveryNameInEveryLocale(byName: Map<number, IndexedPlace[]>, aliases: readonly repo.PlaceAliasRow[]) {
  // GeoNames lists loose aliases (Paris as 'Île-de-France'): an alias that is another place's name finds only that
  // place, unless that place is a resort, named after its town ('San Sebastián' the resort and Donostia's alias).
  const names = new Set<string>();
  for (const [key, variants] of byName) if (!NAMED_AFTER_THEIR_TOWN.has(kindOfKey(key))) for (const v of variants) names.add(v.searchKey);
  const aliasKeys = new Map<number, string[]>();
  for (const a of aliases) {
    if (names.has(a.search_key)) continue;
    const key = placeKey(a.kind, a.place_id);
    const list = aliasKeys.get(key);
    if (list) list.push(a.search_key);
    else aliasKeys.set(key, [a.search_key]);
  }
  for (const [key, variants] of byName) {
    const extra = aliasKeys.get(key) ?? [];
    if (variants.length < 2 && extra.length === 0) continue;
    const every = [...new Set([...variants.map((v) => v.searchKey), ...extra])];
    for (const variant of variants) variant.aliasKeys = every.filter((k) => k !== variant.searchKey);
  }
}

/** Hotels of one name in one town ('Boutique Hotel Brugge' three times in Brugge) are told apart by their street. */
function tellNamesakeHotelsApart(byName: Map<number, IndexedPlace[]>, hotels: readonly { id: number; address: string; city_id: number }[]) {
  const groups = new Map<string, { entry: IndexedPlace; address: string }[]>();
  for (const h of hotels) {
    for (const entry of byName.get(placeKey('hotel', h.id)) ?? []) {
      const group = `${h.city_id}|${entry.searchKey}`;
      const list = groups.get(group);
      if (list) list.push({ entry, address: h.address });
      else groups.set(group, [{ entry, address: h.address }]);
    }
  }
  for (const list of groups.values()) if (list.length > 1) for (const { entry, address } of list) if (address) entry.street = address;
}
