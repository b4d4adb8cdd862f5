import type { Kysely } from 'kysely';
import { findPaxPrices } from '../product/activities.repository';
import type { ActivityCard, ActivityOnlyResponse } from '@/contracts/activity-only';
import type { SearchCriteria } from '@/contracts/search-criteria';
import type { Database } from '@/server/db/database';
import { searchEngineFor } from '../search';
import { resolveSearch } from '../search/resolve-query';
import { buildOfferCards, euros } from './offer-cards';
import type { ServiceOptions } from './offers.service';
import { buildSearchDetails } from './search-details';
import { percentOff } from '@/lib/percent';

/** Discount of a price against its bar price, whole percent rounded down. */
export const promoPercent = (sell: number, bar: number): number => percentOff(sell, bar, 'down');

/**
 * POST {api}/search/activity-only.json: activity offers (at most numberOfPackagesPerHotel per
 * provider), each with its price list per number of participants; the card's sellPrice is per person.
 */
export async function searchActivityOnly(db: Kysely<Database>, criteria: SearchCriteria, options: ServiceOptions = {}): Promise<ActivityOnlyResponse> {
  const { query, place } = await resolveSearch(db, { ...criteria, itemCategory: 'activity' }, options.now);
  const engine = options.engine ?? searchEngineFor(db);
  const result = await engine.search(query);
  const ids = result.hits.map((h) => h.offerId);
  const [cards, searchDetails, paxRows] = await Promise.all([
    buildOfferCards(db, result.hits, query, criteria.locale),
    buildSearchDetails(db, { ...criteria, itemCategory: 'activity' }, query, place, result.total),
    findPaxPrices(db, ids),
  ]);
  const exactMatch: ActivityCard[] = cards.map((card) => ({
    ...card,
    prices: paxRows
      .filter((p) => Number(p.offer_id) === card.id)
      .map((p) => ({ paxComposition: { adults: Number(p.adults) }, barPrice: euros(Number(p.bar_price)), sellPrice: euros(Number(p.sell_price)), promo: promoPercent(Number(p.sell_price), Number(p.bar_price)) })),
  }));
  return { exactMatch, searchDetails };
}
