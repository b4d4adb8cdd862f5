/**
 * Offer fields none of the results page's browser code reads (issue 21 §2): the answer the server hands to SWR's
 * fallback, serialised into the page, leaves them out. `__tests__/drawn-fields.test.ts` proves no module the page can
 * load (cards, map, wishlist, analytics, lazy parts) names them; a field a card starts drawing must leave this list.
 * Later answers fetched by the browser still carry every field of the contract.
 */
export const UNDRAWN_OFFER_FIELDS = ['channelManagerId', 'connectivity', 'paxCount', 'dataFlowMode'] as const;
/** The same for the hotel's location. */
export const UNDRAWN_LOCATION_FIELDS = ['zipCode'] as const;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

function without(value: Loose, fields: readonly string[]): Loose {
  const kept = { ...value };
  for (const field of fields) delete kept[field];
  return kept;
}

function drawnCard(card: unknown): unknown {
  if (!isObject(card)) return card;
  const kept = without(card, UNDRAWN_OFFER_FIELDS);
  const hotel = kept.hotel;
  if (isObject(hotel) && isObject(hotel.location)) kept.hotel = { ...hotel, location: without(hotel.location, UNDRAWN_LOCATION_FIELDS) };
  return kept;
}

/** A search answer with only the card fields the page draws (any other shape is returned as it is). */
export function withDrawnFieldsOnly<T>(answer: T): T {
  if (!isObject(answer) || !Array.isArray(answer.exactMatch)) return answer;
  return { ...answer, exactMatch: answer.exactMatch.map(drawnCard) } as T;
}
