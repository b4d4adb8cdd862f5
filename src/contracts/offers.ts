export const PRICE_TYPES = ['from', 'final', 'gift', 'beneficiary'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
/** A hotel's baby cot: set up free of charge, to ask for when booking, or none (the baby sleeps in the parents' bed). */
export const COT_POLICIES = ['included', 'on_request', 'none'] as const;
export type CotPolicy = (typeof COT_POLICIES)[number];
/** The kind of room a family's card names: a family room, a suite, or a room for the party's number. */
export const ROOM_KINDS = ['family_room', 'suite', 'room'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export type { OfferCard, SearchDetails, OffersResponse, MapSearchResponse } from './offers.schema';
