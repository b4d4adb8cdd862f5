import type { Kysely } from 'kysely';
import type { MapSearchResponse, OffersResponse } from '@/contracts/offers';
import type { SearchCriteria } from '@/contracts/search-criteria';
import type { Database } from '@/server/db/database';
import { MAP_MAX_HOTELS, searchEngineFor, type SearchEngine } from '../search';
import { resolveSearch } from '../search/resolve-query';
import { buildOfferCards } from './offer-cards';
import { buildSearchDetails } from './search-details';

export type ServiceOptions = { engine?: SearchEngine; now?: Date };

/** GET/POST {api}/offers.json without performMapSearch: a page of offer cards and the search details. */
export async function searchOffers(db: Kysely<Database>, criteria: SearchCriteria, options: ServiceOptions = {}): Promise<OffersResponse> {
  const { query, place } = await resolveSearch(db, criteria, options.now);
  const engine = options.engine ?? searchEngineFor(db);
  const result = await engine.search(query);
  const [exactMatch, searchDetails] = await Promise.all([
    buildOfferCards(db, result.hits, query, criteria.locale),
    buildSearchDetails(db, criteria, query, place, result.total),
  ]);
  return { exactMatch, searchDetails };
}

/** The cards of searchOffers alone, without the search details a page that only lists cards (a hotel's, nearby hotels') leaves unread. */
export async function searchOfferCards(db: Kysely<Database>, criteria: SearchCriteria, options: ServiceOptions = {}): Promise<OffersResponse['exactMatch']> {
  const { query } = await resolveSearch(db, criteria, options.now);
  const engine = options.engine ?? searchEngineFor(db);
  const result = await engine.search(query);
  return buildOfferCards(db, result.hits, query, criteria.locale);
}

/** performMapSearch: every matching hotel (capped at MAP_MAX_HOTELS) with its position and offer ids, unpaginated. */
export async function mapSearch(db: Kysely<Database>, criteria: SearchCriteria, options: ServiceOptions = {}): Promise<MapSearchResponse> {
  const { query } = await resolveSearch(db, criteria, options.now);
  const engine = options.engine ?? searchEngineFor(db);
  const hits = await engine.mapSearch(query, MAP_MAX_HOTELS);
  return {
    exactMatch: hits.map((h) => ({ id: h.hotelId, location: { lat: h.lat, lng: h.lng }, weekend: h.offerIds.map((id) => ({ id })) })),
    searchDetails: { totalCount: hits.length },
  };
}

/** One call for both answers of offers.json. */
export function offersOrMap(db: Kysely<Database>, criteria: SearchCriteria, options: ServiceOptions = {}): Promise<OffersResponse | MapSearchResponse> {
  return criteria.performMapSearch ? mapSearch(db, criteria, options) : searchOffers(db, criteria, options);
}
