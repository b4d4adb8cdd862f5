import type { Kysely } from 'kysely';
import { CATEGORY_OF_LOCATION_TYPE, flexibleMonthsFrom, type OrderBy, type SearchCriteria } from '@/contracts/search-criteria';
import { addDays, todayAt } from '@/lib/days';
import type { Database, VocabularyKind } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import { flexibleWindow } from '../flexible/arrival-days';
import type { EngineQuery, FacetVocabulary, GeoPoint, PlaceColumn } from './engine';
import { activeHotelExists, findPlacePosition, findSearchVocabulary } from './search-places.repository';

/** A city or poi searched without an explicit distance: a poi means the hotels within this radius. */
export const POI_DEFAULT_RADIUS_KM = 15;
/** Activities are sold for 1 or 2 participants (§5). */
export const PARTICIPANTS = { min: 1, max: 2 } as const;

/** A criteria value the catalog does not know (an unknown facility code...): answered 400. */
export class InvalidCriteriaError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidCriteriaError';
  }
}

export type PlaceType = 'city' | 'poi' | 'department' | 'region' | 'touristic' | 'country' | 'seaResort' | 'skiResort';

/** The searched place as found in the catalog (for the search details and the fallback plan). */
export type ResolvedPlace = { type: PlaceType; id: number; lat: number; lng: number; regionId: number | null; countryId: number };

type Term = { id: number; code: string; bit: number; parent: number | null };
export type Vocabulary = Record<VocabularyKind, Term[]>;

const vocabularies = new WeakMap<Kysely<Database>, Promise<Vocabulary>>();

/** The small fixed lists (codes, ids, bits), read once per database client. */
export function vocabularyOf(db: Kysely<Database>): Promise<Vocabulary> {
  let cached = vocabularies.get(db);
  if (!cached) {
    cached = findSearchVocabulary(db).then((rows) => {
      const out = {} as Vocabulary;
      for (const r of rows) (out[r.kind] ??= []).push({ id: Number(r.id), code: r.code, bit: Number(r.bit), parent: r.parent_id === null ? null : Number(r.parent_id) });
      return out;
    });
    cached.catch(() => vocabularies.delete(db));
    vocabularies.set(db, cached);
  }
  return cached;
}

export function facetVocabularyOf(v: Vocabulary): FacetVocabulary {
  const pick = (kind: VocabularyKind) => (v[kind] ?? []).filter((t) => t.bit >= 0).map((t) => ({ id: t.id, bit: t.bit }));
  return { facility: pick('facility'), type: pick('hotel_type'), environment: pick('environment'), style: pick('style'), tag: pick('tag'), activityGroup: pick('activity_group') };
}

/** Codes (case-insensitive) or numeric ids → the OR of their bits; an unknown value is a 400. */
function maskOf(v: Vocabulary, kind: VocabularyKind, values: readonly (string | number)[], path: string): number {
  let mask = 0;
  for (const value of values) {
    const text = String(value).toLowerCase();
    const term = (v[kind] ?? []).find((t) => t.code.toLowerCase() === text || String(t.id) === text);
    if (!term || term.bit < 0) throw new InvalidCriteriaError(path, `Unknown ${path} value: ${String(value)}`);
    mask |= 2 ** term.bit;
  }
  return mask;
}

function idsMask(v: Vocabulary, kind: VocabularyKind, ids: readonly number[], path: string): number {
  return maskOf(v, kind, ids, path);
}


const PLACE_COLUMN: Record<Exclude<PlaceType, 'poi'>, PlaceColumn> = {
  city: 'city_id',
  department: 'department_id',
  region: 'region_id',
  touristic: 'touristic_region_id',
  country: 'country_id',
  seaResort: 'sea_resort_id',
  skiResort: 'ski_resort_id',
};

/** Most precise first: the first given one names the destination and gives the default position. */
const PLACE_PRIORITY: [PlaceType, keyof SearchCriteria['location']][] = [
  ['poi', 'poiId'],
  ['city', 'cityId'],
  ['skiResort', 'skiResortId'],
  ['seaResort', 'seaResortId'],
  ['touristic', 'touristicId'],
  ['department', 'departmentId'],
  ['region', 'regionId'],
  ['country', 'countryId'],
];

async function findPlace(db: Kysely<Database>, type: PlaceType, id: number): Promise<ResolvedPlace> {
  const table = CATEGORY_OF_LOCATION_TYPE[type];
  const row = await findPlacePosition(db, table, id);
  if (!row) throw new NotFoundError(`${type} ${id}`);
  return { type, id, lat: Number(row.lat), lng: Number(row.lng), regionId: row.region_id === null ? null : Number(row.region_id), countryId: Number(row.country_id) };
}

const CENTRED = new Set<PlaceType>(['poi', 'city', 'skiResort', 'seaResort', 'touristic']);

export type ResolvedSearch = { query: EngineQuery; place: ResolvedPlace | null; vocabulary: Vocabulary };

/**
 * SearchCriteria → EngineQuery: places looked up (404 when unknown), codes turned into bit masks
 * (400 when unknown), dates into a stay, the sort made effective.
 * - A city without a maxDistance means the hotels of the city; with one, the circle (or ring) around its centre.
 * - A poi without a maxDistance means the hotels within POI_DEFAULT_RADIUS_KM of it.
 * - Other places filter on the hotel's column; a distance, when given, narrows around the position.
 * - latitude/longitude give the position (distances on cards, distance sort), else the centre of the city, poi
 *   or resort searched (not of a department, region or country); a radius only with a distance.
 * - distance sort without any position falls back to priceQuality.
 */
export async function resolveSearch(db: Kysely<Database>, c: SearchCriteria, now: Date = new Date()): Promise<ResolvedSearch> {
  const vocabulary = await vocabularyOf(db);
  const loc = c.location;
  const places: ResolvedPlace[] = [];
  for (const [type, key] of PLACE_PRIORITY) {
    const id = loc[key];
    if (typeof id === 'number') places.push(await findPlace(db, type, id));
  }
  const main = places[0] ?? null;
  const explicit: GeoPoint | null = loc.latitude !== undefined && loc.longitude !== undefined ? { lat: loc.latitude, lng: loc.longitude } : null;
  // A town, poi or resort has a meaningful centre to measure from; a department, region or country does not.
  const centred = places.find((p) => CENTRED.has(p.type));
  const position = explicit ?? (centred ? { lat: centred.lat, lng: centred.lng } : null);
  const hasDistance = loc.minDistance !== undefined || loc.maxDistance !== undefined;

  const place: { column: PlaceColumn; id: number }[] = [];
  let radius: EngineQuery['radius'] = null;
  if (hasDistance) radius = { minKm: loc.minDistance ?? 0, maxKm: loc.maxDistance ?? null };
  for (const p of places) {
    if (p.type === 'poi') {
      if (loc.maxDistance === undefined) radius = { minKm: loc.minDistance ?? 0, maxKm: POI_DEFAULT_RADIUS_KM };
      continue;
    }
    // A city with a maximum distance is a circle around it, not the town's own hotels.
    if (p.type === 'city' && loc.maxDistance !== undefined) continue;
    place.push({ column: PLACE_COLUMN[p.type], id: p.id });
  }
  if (radius && !position) throw new InvalidCriteriaError('location', 'a distance needs a position: latitude and longitude, or a city, poi or resort');

  if (c.flexible) {
    const allowed = flexibleMonthsFrom(todayAt(c.locale, now).day);
    const outside = c.flexible.months.find((m) => !allowed.includes(m));
    if (outside) throw new InvalidCriteriaError('flexible.months', `flexible month ${outside} is not among the next twelve months (${allowed[0]} to ${allowed[allowed.length - 1]})`);
  }

  if (c.hotelId !== undefined) {
    if (!(await activeHotelExists(db, c.hotelId))) throw new NotFoundError(`hotel ${c.hotelId}`);
  }

  const gift = c.itemCategory === 'single_voucher';
  const itemCategory = c.itemCategory ?? 'weekend';
  const facilities = c.facilities.filter((f) => f.toLowerCase() !== 'pets');
  const petsAllowed = c.petsAllowed === true || facilities.length !== c.facilities.length;
  const nights = itemCategory === 'activity' ? 1 : (c.nights ?? 1);
  const stay = c.checkin ? { checkin: c.checkin, checkout: addDays(c.checkin, nights), nights } : null;
  const priceRange = gift && (c.singleVoucherPrice.min !== undefined || c.singleVoucherPrice.max !== undefined) ? c.singleVoucherPrice : c.price;
  let orderBy: OrderBy = c.orderBy;
  if (orderBy === 'distance' && !position) orderBy = 'priceQuality';
  // The offers of one hotel come cheapest first (§7, hotel flow).
  if (c.hotelId !== undefined) orderBy = 'priceAsc';

  const query: EngineQuery = {
    today: todayAt(c.locale, now).day, // an offer expiring today is still sold there until its midnight
    itemCategory,
    gift,
    giftableOnly: c.performGiftableSearch,
    place,
    position,
    radius,
    hotelId: c.hotelId ?? null,
    excludedHotelIds: c.excludedHotelIds,
    facilityMask: maskOf(vocabulary, 'facility', facilities, 'facilities'),
    stars: c.stars,
    minReviewScore: c.minHotelReviewScore && c.minHotelReviewScore > 0 ? c.minHotelReviewScore : null,
    typeMask: maskOf(vocabulary, 'hotel_type', c.hotelTypes, 'hotelTypes'),
    environmentMask: maskOf(vocabulary, 'environment', c.hotelEnvironments, 'hotelEnvironments'),
    styleMask: maskOf(vocabulary, 'style', c.hotelStyles, 'hotelStyles'),
    petsAllowed,
    themeMask: idsMask(vocabulary, 'theme', c.themeIds, 'themeIds'),
    tagMask: maskOf(vocabulary, 'tag', c.tags, 'tags'),
    activityGroupMask: idsMask(vocabulary, 'activity_group', c.activityGroupIds, 'activityGroupIds'),
    activityIds: c.activityIds,
    stay,
    flexible: c.flexible && !gift && itemCategory === 'weekend' ? flexibleWindow(c.flexible, c.locale, now) : null,
    family: { adults: c.family.adults, children: c.family.children, babies: c.family.babies },
    participants: Math.min(PARTICIPANTS.max, Math.max(PARTICIPANTS.min, c.family.adults)),
    price: { min: priceRange.min ?? null, max: priceRange.max ?? null },
    orderBy,
    page: c.page,
    pageSize: c.hotelId !== undefined && c.packagesPerHotel !== undefined ? c.packagesPerHotel : c.pageSize,
    packagesPerHotel: c.packagesPerHotel ?? null,
  };
  return { query, place: main, vocabulary };
}
