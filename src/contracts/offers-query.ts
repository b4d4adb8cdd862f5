/**
 * GET {api}/offers.json carries the search criteria as a flat query (comma-joined lists). This table is the one
 * place its keys are spelled: each flat key and the criteria field it fills. The browser encodes with
 * `toOffersQuery` (its order is fixed, so the server's SWR key equals the browser's), the API decodes with
 * `fromOffersQuery`, and `offersQuerySchema` (search-criteria.schema.ts) validates the result.
 */
import type { SearchCriteriaInput } from './search-criteria';

type Path = readonly [string] | readonly [string, string];
type Entry = { key: string; path: Path; list?: true; json?: true };

export const OFFERS_QUERY_KEYS: readonly Entry[] = [
  { key: 'locale', path: ['locale'] },
  { key: 'cityId', path: ['location', 'cityId'] },
  { key: 'poiId', path: ['location', 'poiId'] },
  { key: 'departmentId', path: ['location', 'departmentId'] },
  { key: 'regionId', path: ['location', 'regionId'] },
  { key: 'touristicId', path: ['location', 'touristicId'] },
  { key: 'countryId', path: ['location', 'countryId'] },
  { key: 'seaResortId', path: ['location', 'seaResortId'] },
  { key: 'skiResortId', path: ['location', 'skiResortId'] },
  { key: 'lat', path: ['location', 'latitude'] },
  { key: 'lng', path: ['location', 'longitude'] },
  { key: 'distanceMin', path: ['location', 'minDistance'] },
  { key: 'distanceMax', path: ['location', 'maxDistance'] },
  { key: 'hotelId', path: ['hotelId'] },
  { key: 'excludedHotelIds', path: ['excludedHotelIds'], list: true },
  { key: 'facilities', path: ['facilities'], list: true },
  { key: 'stars', path: ['stars'], list: true },
  { key: 'minHotelReviewScore', path: ['minHotelReviewScore'] },
  { key: 'hotelTypes', path: ['hotelTypes'], list: true },
  { key: 'hotelEnvironments', path: ['hotelEnvironments'], list: true },
  { key: 'hotelStyles', path: ['hotelStyles'], list: true },
  { key: 'petsAllowed', path: ['petsAllowed'] },
  { key: 'checkin', path: ['checkin'] },
  { key: 'nights', path: ['nights'] },
  { key: 'flexibleArrival', path: ['flexible', 'arrival'] },
  { key: 'flexibleNights', path: ['flexible', 'nights'] },
  { key: 'flexibleMonths', path: ['flexible', 'months'], list: true },
  { key: 'themeIds', path: ['themeIds'], list: true },
  { key: 'activities', path: ['activityIds'], list: true },
  { key: 'activityGroups', path: ['activityGroupIds'], list: true },
  { key: 'adults', path: ['family', 'adults'] },
  { key: 'children', path: ['family', 'children'] },
  { key: 'babies', path: ['family', 'babies'] },
  { key: 'singleRoom', path: ['family', 'singleRoom'] },
  { key: 'priceMin', path: ['price', 'min'] },
  { key: 'priceMax', path: ['price', 'max'] },
  { key: 'singleVoucherPriceMin', path: ['singleVoucherPrice', 'min'] },
  { key: 'singleVoucherPriceMax', path: ['singleVoucherPrice', 'max'] },
  { key: 'tags', path: ['tags'], list: true },
  { key: 'itemCategory', path: ['itemCategory'] },
  { key: 'orderBy', path: ['orderBy'] },
  { key: 'page', path: ['page'] },
  { key: 'pageSize', path: ['pageSize'] },
  { key: 'packagesPerHotel', path: ['packagesPerHotel'] },
  { key: 'fallbackKey', path: ['fallbackKey'], json: true },
  { key: 'performMapSearch', path: ['performMapSearch'] },
  { key: 'performGiftableSearch', path: ['performGiftableSearch'] },
];

/** Longest fallbackKey text accepted (JSON). */
export const MAX_FALLBACK_KEY_LENGTH = 2000;

const read = (value: unknown, path: Path): unknown => path.reduce<unknown>((at, step) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[step] : undefined), value);

/**
 * The criteria as the GET query, in the table's order; unset, null, false and empty lists are left out.
 * toOffersQuery({ locale: 'fr_FR', location: { cityId: 3 }, stars: [5, 4] }) → 'locale=fr_FR&cityId=3&stars=5%2C4'
 */
export function toOffersQuery(criteria: SearchCriteriaInput): URLSearchParams {
  const query = new URLSearchParams();
  for (const { key, path, json } of OFFERS_QUERY_KEYS) {
    const value = read(criteria, path);
    if (value === undefined || value === null || value === false) continue;
    if (json) query.set(key, JSON.stringify(value));
    else if (Array.isArray(value)) {
      if (value.length > 0) query.set(key, value.join(','));
    } else query.set(key, String(value));
  }
  return query;
}

export type RawQuery = Record<string, string | string[] | undefined>;
export type DecodedOffersQuery = { criteria: Record<string, unknown> } | { problems: { key: string; message: string }[] };

/**
 * The flat query back into the criteria's nested shape (values still text: the criteria schema validates them).
 * A repeated single-valued key, an overlong or unreadable fallbackKey are problems; unknown keys are ignored.
 */
export function fromOffersQuery(query: RawQuery): DecodedOffersQuery {
  const criteria: Record<string, unknown> = {};
  const problems: { key: string; message: string }[] = [];
  for (const { key, path, list, json } of OFFERS_QUERY_KEYS) {
    let value: unknown = query[key];
    if (value === undefined) continue;
    if (Array.isArray(value) && !list) {
      problems.push({ key, message: `${key} must be given once` });
      continue;
    }
    if (json) {
      const text = value as string;
      if (text.length > MAX_FALLBACK_KEY_LENGTH) {
        problems.push({ key, message: `${key} must be at most ${MAX_FALLBACK_KEY_LENGTH} characters` });
        continue;
      }
      try {
        value = JSON.parse(text);
      } catch {
        problems.push({ key, message: `${key} must be JSON` });
        continue;
      }
    }
    if (path.length === 1) criteria[path[0]] = value;
    else criteria[path[0]] = { ...(criteria[path[0]] as object | undefined), [path[1]]: value };
  }
  return problems.length > 0 ? { problems } : { criteria };
}
