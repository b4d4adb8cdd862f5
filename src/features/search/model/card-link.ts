import type { OfferCard } from '@/contracts/offers';
import type { Flow, ItemCategory } from '@/contracts/search-criteria';
import { slugOf } from '@/shared/routes';
import { writeProductHash } from '@/shared/search-address/product-hash';
import type { AddressStay } from '@/shared/search-address/use-address-stay';
import { addDays } from '@/lib/days';

/**
 * Where a card leads, without the localised segment (the routes module builds the URL):
 * - 'hotel': the hotel route with its id, flow=hotel and the visitor's dates, nights and guests in the hash;
 * - 'address': a site-relative path the catalog gave (offer or hotel uri);
 * - 'offer': the offer route with its id, when the offer has no usable address;
 * - 'product': the stay product page (slug of the label, the visitor's dates, nights and guests in the hash);
 * - 'activity': the activity-only product page (§2.3), its id as second segment.
 */
export type CardLink =
  | { kind: 'hotel'; hotelId: number; query: { flow: Flow }; hash: string }
  | { kind: 'product'; offerId: number; slug: string; query: { flow: Flow }; hash: string }
  | { kind: 'address'; path: string; query: { flow: Flow } }
  | { kind: 'offer'; offerId: number; query: { flow: Flow } }
  | { kind: 'activity'; offerId: number };

const FLOW_OF: Record<ItemCategory, Flow> = { weekend: 'booking', single_voucher: 'gifting', activity: 'activity' };

/** The flow a product page opens in, from the offer's item category: weekend → booking, single_voucher → gifting. */
export const flowOfItemCategory = (category: ItemCategory): Flow => FLOW_OF[category];

/** A site-relative path ('/…', not '//host' nor a scheme), so a catalog address cannot lead off-site. */
export function isSitePath(uri: string | null | undefined): uri is string {
  return typeof uri === 'string' && /^\/(?![/\\])/.test(uri) && !/[\s\u0000-\u001f]/.test(uri);
}

/** The part of a search a product page opens with: its dates, nights and guests (as the address holds it). */
export type SearchStay = AddressStay;

/** The product page's hash for a search: dates only as a complete stay (with their nights), guests other than 2/0/0. */
export const productHashOfSearch = (stay: SearchStay): string =>
  writeProductHash({
    ...(stay.checkin && stay.checkout ? { checkin: stay.checkin, checkout: stay.checkout, nights: stay.nights } : {}),
    adults: stay.adults,
    children: stay.children,
    babies: stay.babies,
  });

/**
 * What a card tells of its stay: the check-in it was priced for (null: a 'from' price, no dates) and its nights; in a
 * flexible search, its cheapest stay (issue 36), which the card's prices are for.
 */
type CardStay = { checkin?: string | null; nights?: number; flexibleStay?: { checkin: string; nights: number } | null };

/**
 * The stay a card shows, which its link carries (issue 32, point 2): the search's guests, with the card's own dates
 * (a flexible search's cheapest stay, issue 36) when it was priced for dates and none when it shows a 'from' price (a block of 'Stays on other dates' searched
 * without the visitor's dates, whose card may show another number of nights). A card that does not say keeps the
 * search's stay.
 */
export function cardStay(card: CardStay, stay: SearchStay): SearchStay {
  const offer = card.flexibleStay ? card.flexibleStay : card;
  if (offer.checkin === undefined) return stay;
  const guests = { adults: stay.adults, children: stay.children, babies: stay.babies };
  if (offer.checkin === null || !offer.nights) return guests;
  return { ...guests, checkin: offer.checkin, checkout: addDays(offer.checkin, offer.nights), nights: offer.nights };
}

/**
 * The link of an offer card (§2 "Product links from cards"): in the hotel flow the hotel route with
 * the hotel id and flow=hotel; stays (booking and gifting) the product page with the flow of their item
 * category and the card's stay in the hash (`cardStay`); activities the activity-only page.
 */
export function cardLink(offer: Pick<OfferCard, 'id' | 'uri' | 'itemCategory' | 'hotel'> & { label?: string } & CardStay, flow: Flow, searchStay?: SearchStay): CardLink {
  const stay = searchStay && cardStay(offer, searchStay);
  if (flow === 'hotel') return { kind: 'hotel', hotelId: offer.hotel.id, query: { flow: 'hotel' }, hash: stay ? productHashOfSearch(stay) : '' };
  if (offer.itemCategory === 'activity') return { kind: 'activity', offerId: offer.id };
  const query = { flow: flowOfItemCategory(offer.itemCategory) };
  if (flow === 'booking' || flow === 'gifting') {
    return { kind: 'product', offerId: offer.id, slug: slugOf(offer.label ?? ''), query, hash: stay ? productHashOfSearch(stay) : '' };
  }
  return isSitePath(offer.uri) ? { kind: 'address', path: offer.uri, query } : { kind: 'offer', offerId: offer.id, query };
}

/** A hotel link: the hotel's own address when it has one, otherwise the hotel route with its id. */
export function hotelLink(hotel: Pick<OfferCard['hotel'], 'id' | 'uri'>): { kind: 'address'; path: string } | { kind: 'hotel'; hotelId: number } {
  return isSitePath(hotel.uri) ? { kind: 'address', path: hotel.uri } : { kind: 'hotel', hotelId: hotel.id };
}
