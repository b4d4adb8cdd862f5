import type { CatalogLocale, PlaceKind } from '../database';
import type { BatchWriter } from '../batch-insert';
import { POIS, SEA_RESORTS, SKI_RESORTS, TOURISTIC_REGIONS, type Area, type PlaceNames } from './destinations';
import { cleanAdmin2Name, loadGeonames, type GeoPlace } from './geonames';
import { CITY_NAMES, COUNTRIES, REGION_NAMES } from './local-names';
import { CATALOG_LOCALES, fold, languageOfLocale, slugify } from './text';
import { ENVIRONMENTS, byCode } from './vocabularies';

export type City = { id: number; name: string; names: PlaceNames; lat: number; lng: number; population: number; elevation: number | null; countryId: number; country: string; regionId: number; regionCode: string; departmentId: number | null; departmentCode: string | null };
export type Place = { id: number; kind: 'touristic_region' | 'ski_resort' | 'sea_resort'; area: Area; countryId: number; regionId: number | null };
export type PoiPlace = { id: number; countryId: number; regionId: number; cityId: number | null; lat: number; lng: number; names: PlaceNames; category: string; popularity: number };
export type Geography = {
  cities: City[];
  citiesByCountry: Map<string, City[]>;
  areas: Place[];
  pois: PoiPlace[];
  regionNames: Map<number, PlaceNames>;
  nearestCity(lat: number, lng: number, country?: string): City;
  /** The town a point lies in: the most populous one whose streets reach it (`urbanRadiusKm`), else the nearest. */
  cityAt(lat: number, lng: number, country: string): City;
  countryId(code: string): number;
};

/** The name of a place in a catalog's language: Belgian catalogs read French or Dutch, local name otherwise. */
export function nameIn(names: PlaceNames, locale: CatalogLocale): string {
  return names[languageOfLocale(locale)] ?? names.local;
}

/** How far from its centre a town's streets reach: ~1.4 km for a town of 10,000, ~3.7 km for Lyon, ~6.5 km for Paris. */
export function urbanRadiusKm(population: number): number {
  return 1 + 0.12 * Math.sqrt(Math.max(0, population) / 1000);
}

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

async function writeNames(writer: BatchWriter, kind: PlaceKind, placeId: number, names: PlaceNames, popularity: number) {
  for (const locale of CATALOG_LOCALES) {
    const name = nameIn(names, locale);
    await writer.push('place_name', { kind, place_id: placeId, locale, name, search_key: fold(name), popularity });
  }
}

/** GeoNames' other names of a place as search keys, leaving out those its own names already give. */
async function writeAliases(writer: BatchWriter, kind: PlaceKind, placeId: number, names: PlaceNames, alternates: readonly string[]) {
  const own = new Set(CATALOG_LOCALES.map((locale) => fold(nameIn(names, locale))));
  for (const key of new Set(alternates.map(fold))) if (key.length >= 2 && !own.has(key)) await writer.push('place_alias', { kind, place_id: placeId, search_key: key });
}

/** Countries, regions, departments and cities from GeoNames, plus the hand-picked destinations; returns the model hotels are placed on. */
export async function seedGeography(writer: BatchWriter, minPopulation: number): Promise<Geography> {
  const geo = loadGeonames();
  const countryIds = new Map(COUNTRIES.map((c) => [c.code, c.id]));
  for (const c of COUNTRIES) {
    await writer.push('country', { id: c.id, code: c.code, name: c.names.local, slug: slugify(c.names.local), lat: c.lat, lng: c.lng, default_locale: c.locale });
    await writeNames(writer, 'country', c.id, c.names, 1000);
  }

  const places = withoutDistricts(geo.places.filter((p) => p.population >= minPopulation && geo.admin1.has(p.admin1)));
  const regionIds = new Map<string, number>();
  const regionNames = new Map<number, PlaceNames>();
  const departmentIds = new Map<string, number>();
  const centroid = (members: GeoPlace[]) => {
    const weight = members.reduce((s, p) => s + Math.sqrt(p.population + 1), 0);
    return {
      lat: members.reduce((s, p) => s + p.lat * Math.sqrt(p.population + 1), 0) / weight,
      lng: members.reduce((s, p) => s + p.lng * Math.sqrt(p.population + 1), 0) / weight,
    };
  };
  const groupBy = (key: (p: GeoPlace) => string | null) => {
    const groups = new Map<string, GeoPlace[]>();
    for (const p of places) {
      const k = key(p);
      if (k) pushTo(groups, k, p);
    }
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  };

  for (const [code, members] of groupBy((p) => p.admin1)) {
    const id = regionIds.size + 1;
    regionIds.set(code, id);
    const names = REGION_NAMES[code] ?? { local: geo.admin1.get(code) ?? code };
    regionNames.set(id, names);
    const { lat, lng } = centroid(members);
    await writer.push('region', { id, country_id: countryIds.get(members[0].country)!, code, name: names.local, slug: slugify(names.local), lat, lng });
    await writeNames(writer, 'region', id, names, 500 + Math.round(Math.log10(members.reduce((s, p) => s + p.population, 1)) * 10));
  }

  // The Netherlands' admin2 are municipalities, not provinces: Dutch places have a region (province) only.
  for (const [code, members] of groupBy((p) => (p.country !== 'NL' && p.admin2 && geo.admin2.has(p.admin2) ? p.admin2 : null))) {
    const id = departmentIds.size + 1;
    departmentIds.set(code, id);
    const name = cleanAdmin2Name(geo.admin2.get(code)!);
    const { lat, lng } = centroid(members);
    await writer.push('department', { id, country_id: countryIds.get(members[0].country)!, region_id: regionIds.get(members[0].admin1)!, code, name, slug: slugify(name), lat, lng });
    await writeNames(writer, 'department', id, { local: name }, 300 + Math.round(Math.log10(members.reduce((s, p) => s + p.population, 1)) * 10));
  }

  const cities: City[] = [];
  for (const p of places) {
    const names = CITY_NAMES[`${p.country}/${p.name}`] ?? { local: p.name };
    const city: City = {
      id: p.id,
      name: names.local,
      names,
      lat: p.lat,
      lng: p.lng,
      population: p.population,
      elevation: p.elevation,
      countryId: countryIds.get(p.country)!,
      country: p.country,
      regionId: regionIds.get(p.admin1)!,
      regionCode: p.admin1,
      departmentId: (p.admin2 && departmentIds.get(p.admin2)) || null,
      departmentCode: p.admin2 && departmentIds.has(p.admin2) ? p.admin2 : null,
    };
    cities.push(city);
    await writer.push('city', {
      id: city.id, country_id: city.countryId, region_id: city.regionId, department_id: city.departmentId, name: city.name, slug: slugify(city.name),
      lat: city.lat, lng: city.lng, population: city.population, elevation: city.elevation, zip_code: null,
    });
    await writeNames(writer, 'city', city.id, names, Math.round(Math.log10(p.population + 10) * 100));
    await writeAliases(writer, 'city', city.id, names, [p.name, ...p.alternates]);
  }

  const grid = new CityGrid(cities);
  const nearestCity = (lat: number, lng: number, country?: string) => grid.nearest(lat, lng, country);
  const cityAt = (lat: number, lng: number, country: string) => grid.containing(lat, lng, country) ?? grid.nearest(lat, lng, country);

  const areas: Place[] = [];
  const areaLists: [Place['kind'], Area[]][] = [['touristic_region', TOURISTIC_REGIONS], ['ski_resort', SKI_RESORTS], ['sea_resort', SEA_RESORTS]];
  for (const [kind, list] of areaLists) {
    for (const [index, area] of list.entries()) {
      const id = index + 1;
      const regionId = nearestCity(area.lat, area.lng, area.country).regionId;
      areas.push({ id, kind, area, countryId: countryIds.get(area.country)!, regionId });
      await writer.push(kind, {
        id, country_id: countryIds.get(area.country)!, region_id: regionId, name: area.names.local, slug: slugify(area.names.local), lat: area.lat, lng: area.lng,
        radius_km: area.radiusKm, environment_id: byCode(ENVIRONMENTS, area.environment).id, popularity: area.popularity,
      });
      await writeNames(writer, kind, id, area.names, 600 + area.popularity);
    }
  }

  const pois: PoiPlace[] = [];
  for (const [index, p] of POIS.entries()) {
    const city = cityAt(p.lat, p.lng, p.country);
    const poi: PoiPlace = { id: index + 1, countryId: city.countryId, regionId: city.regionId, cityId: city.id, lat: p.lat, lng: p.lng, names: p.names, category: p.category, popularity: p.popularity };
    pois.push(poi);
    await writer.push('poi', { id: poi.id, country_id: poi.countryId, region_id: poi.regionId, city_id: poi.cityId, name: p.names.local, slug: slugify(p.names.local), lat: p.lat, lng: p.lng, category: p.category, popularity: p.popularity });
    await writeNames(writer, 'poi', poi.id, p.names, 600 + p.popularity);
  }

  const citiesByCountry = new Map<string, City[]>();
  for (const c of cities) pushTo(citiesByCountry, c.country, c);
  return { cities, citiesByCountry, areas, pois, regionNames, nearestCity, cityAt, countryId: (code) => countryIds.get(code)! };
}

/** "Marseille 01" … "Marseille 16" are districts of Marseille, not destinations of their own. */
export function withoutDistricts(places: GeoPlace[]): GeoPlace[] {
  const names = new Set(places.map((p) => `${p.country}/${p.name}`));
  return places.filter((p) => {
    const district = /^(.+) \d{1,2}$/.exec(p.name);
    return !(district && names.has(`${p.country}/${district[1]}`));
  });
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Nearest-city lookups on a 0.25° grid, searching outward ring by ring. */
class CityGrid {
  private cells = new Map<string, City[]>();
  private static readonly SIZE = 0.25;

  constructor(cities: City[]) {
    for (const c of cities) {
      const key = this.key(Math.floor(c.lat / CityGrid.SIZE), Math.floor(c.lng / CityGrid.SIZE));
      pushTo(this.cells, key, c);
    }
  }

  private key(y: number, x: number) {
    return `${y}:${x}`;
  }

  /** The most populous city whose urban radius covers the point (radii stay under one cell, so the 3×3 cells suffice). */
  containing(lat: number, lng: number, country: string): City | undefined {
    const y0 = Math.floor(lat / CityGrid.SIZE);
    const x0 = Math.floor(lng / CityGrid.SIZE);
    let best: City | undefined;
    for (let y = y0 - 1; y <= y0 + 1; y++) {
      for (let x = x0 - 1; x <= x0 + 1; x++) {
        for (const c of this.cells.get(this.key(y, x)) ?? []) {
          if (c.country !== country || (best && best.population >= c.population)) continue;
          if (distanceKm(lat, lng, c.lat, c.lng) <= urbanRadiusKm(c.population)) best = c;
        }
      }
    }
    return best;
  }

  nearest(lat: number, lng: number, country?: string): City {
    const y0 = Math.floor(lat / CityGrid.SIZE);
    const x0 = Math.floor(lng / CityGrid.SIZE);
    let best: City | undefined;
    let bestDistance = Infinity;
    for (let ring = 0; ring < 40; ring++) {
      for (let y = y0 - ring; y <= y0 + ring; y++) {
        for (let x = x0 - ring; x <= x0 + ring; x++) {
          if (Math.max(Math.abs(y - y0), Math.abs(x - x0)) !== ring) continue;
          for (const c of this.cells.get(this.key(y, x)) ?? []) {
            if (country && c.country !== country) continue;
            const d = distanceKm(lat, lng, c.lat, c.lng);
            if (d < bestDistance) [best, bestDistance] = [c, d];
          }
        }
      }
      // A ring further out cannot hold anything closer than ring × cell size (~18 km per ring at these latitudes).
      if (best && bestDistance < ring * 18) break;
    }
    if (!best) throw new Error(`No city near ${lat},${lng}`);
    return best;
  }
}
