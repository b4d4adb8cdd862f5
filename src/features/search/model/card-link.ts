import type { OfferCard } from '@/contracts/offers';
import type { Flow, ItemCategory } from '@/contracts/search-criteria';

/**
 * Where a card leads, without the localised segment (the routes module builds the URL):
 * - 'hotel': the hotel route with its id;
 * - 'address': a site-relative path the catalog gave (offer or hotel uri);
 * - 'offer': the offer route with its id, when the offer has no usable address.
 */
export type CardLink =
  | { kind: 'hotel'; hotelId: number; query: { flow: Flow } }
  | { kind: 'address'; path: string; query: { flow: Flow } }
  | { kind: 'offer'; offerId: number; query: { flow: Flow } };

const FLOW_OF: Record<ItemCategory, Flow> = { weekend: 'booking', single_voucher: 'gifting', activity: 'activity' };

/** The flow a product page opens in, from the offer's item category: weekend → booking, single_voucher → gifting. */
export const flowOfItemCategory = (category: ItemCategory): Flow => FLOW_OF[category];

/** A site-relative path ('/…', not '//host' nor a scheme), so a catalog address cannot lead off-site. */
export function isSitePath(uri: string | null | undefined): uri is string {
  return typeof uri === 'string' && /^\/(?![/\\])/.test(uri) && !/[\s\u0000-\u001f]/.test(uri);
}

/**
 * The link of an offer card (§2 "Product links from cards"): in the hotel flow the hotel route with
 * the hotel id and flow=hotel; otherwise the offer's own address with the flow of its item category.
 */
export function cardLink(offer: Pick<OfferCard, 'id' | 'uri' | 'itemCategory' | 'hotel'>, flow: Flow): CardLink {
  if (flow === 'hotel') return { kind: 'hotel', hotelId: offer.hotel.id, query: { flow: 'hotel' } };
  const query = { flow: flowOfItemCategory(offer.itemCategory) };
  return isSitePath(offer.uri) ? { kind: 'address', path: offer.uri, query } : { kind: 'offer', offerId: offer.id, query };
}

/** A hotel link: the hotel's own address when it has one, otherwise the hotel route with its id. */
export function hotelLink(hotel: Pick<OfferCard['hotel'], 'id' | 'uri'>): { kind: 'address'; path: string } | { kind: 'hotel'; hotelId: number } {
  return isSitePath(hotel.uri) ? { kind: 'address', path: hotel.uri } : { kind: 'hotel', hotelId: hotel.id };
}
