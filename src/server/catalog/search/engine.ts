import type { ItemCategory, OrderBy } from '@/contracts/search-criteria';

/**
 * The search engine seam. A query is plain data, resolved from the criteria once (place ids to
 * columns and coordinates, vocabulary codes to bit masks, dates to a stay), so every engine — the
 * SQL reference here, a columnar in-memory index later — answers the same question without
 * touching anything else. Engines must agree on ids, order, totals and counts.
 */
export type PlaceColumn = 'city_id' | 'department_id' | 'region_id' | 'country_id' | 'touristic_region_id' | 'sea_resort_id' | 'ski_resort_id';

export type GeoPoint = { lat: number; lng: number };

export type EngineQuery = {
  /** 'YYYY-MM-DD': offers expiring before this day are gone. */
  today: string;
  itemCategory: ItemCategory;
  /** Gifting: only giftable offers with a single-voucher price, priced with it. */
  gift: boolean;
  /** performGiftableSearch: only offers that can also be given (giftable, with a single-voucher price), priced as the flow says. */
  giftableOnly: boolean;
  /** Hotels whose columns equal the ids (a city, department, region, country, area), all of them. */
  place: { column: PlaceColumn; id: number }[];
  /** Where distances are measured from (explicit lat/lng, or the searched place's centre). */
  position: GeoPoint | null;
  /** Keep hotels within [minKm, maxKm] of `position` (needs a position). */
  radius: { minKm: number; maxKm: number | null } | null;
  hotelId: number | null;
  excludedHotelIds: number[];
  /** Every bit must be set on hotel.facility_mask (all chosen facilities). */
  facilityMask: number;
  /** Any of. */
  stars: number[];
  minReviewScore: number | null;
  /** Any bit within each mask (0: no filter). */
  typeMask: number;
  environmentMask: number;
  styleMask: number;
  petsAllowed: boolean;
  /** Offer masks, any bit (0: no filter). */
  themeMask: number;
  tagMask: number;
  activityGroupMask: number;
  /** Offers including any of these program activities. */
  activityIds: number[];
  /** Dated search: every night from checkin to checkout (exclusive) open. */
  stay: { checkin: string; checkout: string; nights: number } | null;
  /** Flexible search (never with `stay`): each offer's cheapest bookable stay among these arrivals. */
  flexible: FlexibleWindow | null;
  family: { adults: number; children: number; babies: number };
  /** Activity offers: priced for this many participants, shown per person. */
  participants: number;
  /** Bounds in cents on the shown price. */
  price: { min: number | null; max: number | null };
  orderBy: OrderBy;
  page: number;
  pageSize: number;
  /** Cap on offers per hotel (row order = the sort). */
  packagesPerHotel: number | null;
};

/**
 * A flexible search's window, resolved from the criteria (flexible-window.ts): every arrival day still a check-in
 * at the point of sale in the months asked, the arrival rule applied, ascending; the length asked (each offer brings
 * it within its own nights); whether other stays count per weekend (arrival 'weekend') or per arrival day.
 */
export type FlexibleWindow = { arrivals: string[]; nights: number; perWeekend: boolean };

/** A flexible search's stay of one offer: the cheapest bookable arrival and how many other weekends or days are bookable. */
export type FlexibleHit = { checkin: string; nights: number; otherStays: number };

/** One result row: the offer and the numbers its card shows (cents, km). */
export type SearchHit = {
  offerId: number;
  hotelId: number;
  /** The shown price: from price, final price for the stay and family, gift price, or per person. */
  price: number;
  /** Price before promotion, same basis as `price`. */
  barPrice: number;
  promo: number;
  distanceKm: number | null;
  /** Fewest rooms left over the stay's nights (dated searches only). */
  availableRooms: number | null;
  /** The hotel has more than one offer matching the search. */
  hasMoreOffers: boolean;
  /** Flexible searches only (else null): the stay whose price this hit shows. */
  flexibleStay: FlexibleHit | null;
};

export type SearchResult = { hits: SearchHit[]; total: number };

export const FACET_TYPES = ['price', 'score', 'facility', 'pets', 'stars', 'style', 'type', 'environment', 'tag', 'activityGroup', 'activity'] as const;
export type FacetType = (typeof FACET_TYPES)[number];

/** Price histogram: fixed buckets in cents, the last one open-ended (matches the slider's 250 € "+" end). */
export const PRICE_BUCKETS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 5000 },
  { min: 5000, max: 10000 },
  { min: 10000, max: 15000 },
  { min: 15000, max: 20000 },
  { min: 20000, max: 25000 },
  { min: 25000, max: null },
];
export const SCORE_THRESHOLDS = [9, 8, 7] as const;

/**
 * Counts per facet value, keyed by the value's id (vocabulary id, star count, score threshold,
 * bucket index; pets uses 1). `price` also carries the min and max shown price.
 */
export type FacetCounts = {
  counts: Partial<Record<FacetType, Map<number, number>>>;
  priceRange: { min: number; max: number } | null;
};

/** The vocabulary the facets count over: id and bit of each value. */
export type FacetVocabulary = {
  facility: { id: number; bit: number }[];
  type: { id: number; bit: number }[];
  environment: { id: number; bit: number }[];
  style: { id: number; bit: number }[];
  tag: { id: number; bit: number }[];
  activityGroup: { id: number; bit: number }[];
};

export type MapHit = { hotelId: number; lat: number; lng: number; offerIds: number[] };

/** The maximum number of hotels a map search returns (nearest first with a position, else best sorted). */
export const MAP_MAX_HOTELS = 5000;

export interface SearchEngine {
  /** Ordered page of hits and the total count of matching offers. */
  search(query: EngineQuery): Promise<SearchResult>;
  /** Disjunctive counts: each facet counted with every other selected filter applied. */
  facets(query: EngineQuery, types: readonly FacetType[], vocabulary: FacetVocabulary): Promise<FacetCounts>;
  /** One item per hotel with its matching offers, in the query's order, capped at `limit` hotels. */
  mapSearch(query: EngineQuery, limit: number): Promise<MapHit[]>;
}
