import type { Kysely } from 'kysely';
import type { CatalogLocaleCode } from '@/contracts/common';
import type { SearchDetails } from '@/contracts/offers';
import { CATEGORY_OF_LOCATION_TYPE, type Flow, type SearchCriteria } from '@/contracts/search-criteria';
import type { Database, PlaceKind } from '@/server/db/database';
import type { EngineQuery } from '../search/engine';
import type { ResolvedPlace } from '../search/resolve-query';
import { findHotelPlace, findPlaceNames, findPlacesNames, findThemeLabel } from './offers.repository';

/** A place's name in the locale (place_name), falling back to its name in any locale. */
export async function placeLabel(db: Kysely<Database>, kind: PlaceKind, id: number, locale: CatalogLocaleCode): Promise<string | null> {
  const rows = await findPlaceNames(db, kind, id);
  return rows.find((r) => r.locale === locale)?.name ?? rows[0]?.name ?? null;
}

/** Several places' names as placeLabel gives each, in one statement: the label of `${kind}/${id}`, or null. */
export async function placeLabels(db: Kysely<Database>, places: readonly { kind: PlaceKind; id: number }[], locale: CatalogLocaleCode): Promise<(key: { kind: PlaceKind; id: number }) => string | null> {
  const rows = await findPlacesNames(db, places);
  const labels = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.kind}/${Number(row.place_id)}`;
    if (row.locale === locale || !labels.has(key)) labels.set(key, row.name);
    if (row.locale === locale) labels.set(`${key}/own`, row.name);
  }
  return ({ kind, id }) => labels.get(`${kind}/${id}/own`) ?? labels.get(`${kind}/${id}`) ?? null;
}

/** Region then country of a place, labelled in the locale (§3 locationHierarchy). */
export async function locationHierarchy(db: Kysely<Database>, place: Pick<ResolvedPlace, 'type' | 'regionId' | 'countryId'>, locale: CatalogLocaleCode): Promise<SearchDetails['locationHierarchy']> {
  const entries: { type: 'region' | 'country'; id: number }[] = [];
  if (place.regionId !== null && place.type !== 'region' && place.type !== 'country') entries.push({ type: 'region', id: place.regionId });
  if (place.type !== 'country') entries.push({ type: 'country', id: place.countryId });
  return Promise.all(entries.map(async (e) => ({ ...e, label: (await placeLabel(db, e.type, e.id, locale)) ?? '' })));
}

export function flowOf(criteria: Pick<SearchCriteria, 'itemCategory' | 'hotelId' | 'packagesPerHotel'>): Flow {
  if (criteria.itemCategory === 'single_voucher') return 'gifting';
  if (criteria.itemCategory === 'activity') return 'activity';
  return criteria.hotelId !== undefined || criteria.packagesPerHotel !== undefined ? 'hotel' : 'booking';
}

/** The search details of an answer: what was searched, where, and how many offers matched. */
export async function buildSearchDetails(
  db: Kysely<Database>,
  criteria: SearchCriteria,
  query: EngineQuery,
  place: ResolvedPlace | null,
  totalCount: number,
): Promise<SearchDetails> {
  const locale = criteria.locale;
  let location: SearchDetails['location'] = null;
  let hierarchy: SearchDetails['locationHierarchy'] = [];
  if (place) {
    const [label, entries] = await Promise.all([placeLabel(db, CATEGORY_OF_LOCATION_TYPE[place.type], place.id, locale), locationHierarchy(db, place, locale)]);
    location = { id: place.id, type: place.type, label: label ?? '', lat: place.lat, lng: place.lng };
    hierarchy = entries;
  } else if (query.hotelId !== null) {
    const hotel = await findHotelPlace(db, query.hotelId);
    if (hotel) {
      location = { id: Number(hotel.id), type: 'hotel', label: hotel.name, lat: Number(hotel.lat), lng: Number(hotel.lng) };
      hierarchy = await locationHierarchy(db, { type: 'city', regionId: Number(hotel.region_id), countryId: Number(hotel.country_id) }, locale);
    }
  }
  let theme: SearchDetails['theme'] = null;
  const themeId = criteria.themeIds[0];
  if (themeId !== undefined) {
    theme = { id: themeId, label: (await findThemeLabel(db, themeId, locale)) ?? '' };
  }
  return {
    totalCount,
    checkin: query.stay?.checkin ?? null,
    night: query.stay?.nights ?? null,
    adult: criteria.family.adults,
    child: criteria.family.children,
    baby: criteria.family.babies,
    hotelId: query.hotelId,
    uri: null,
    location,
    destination: location?.label ?? null,
    locationHierarchy: hierarchy,
    theme,
    page: query.page,
    pageSize: query.pageSize,
    flow: flowOf(criteria),
    orderBy: query.orderBy,
    fallbackKey: criteria.fallbackKey ?? null,
    flexible: criteria.flexible ?? null,
  };
}
