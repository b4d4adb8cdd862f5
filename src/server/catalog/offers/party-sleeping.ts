import type { CotPolicy, OfferCard, RoomKind } from '@/contracts/offers';
import { bedsNeeded, type Family } from '../prices/family';

/** Room types (vocabulary codes) a card names as such; every other room is 'a room for N'. */
const ROOM_KIND_OF_TYPE: Record<string, RoomKind> = { family: 'family_room', suite: 'suite', junior_suite: 'suite' };

/**
 * How a party sleeps, as its card says it (issue 23 point 6): only for a stay searched with children or babies (a
 * couple needs no word about its room). The party takes one room of the offer (its room type names it); adults and
 * children take its beds, babies a cot (the family rule, prices/family.ts), so with babies the card names the
 * hotel's cot: included, on request, or none (the baby then sleeps in the parents' bed).
 */
export function partySleeping(family: Family, itemCategory: OfferCard['itemCategory'], roomType: string | null, cot: CotPolicy): OfferCard['sleeping'] {
  if (itemCategory === 'activity' || roomType === null || family.child + family.baby === 0) return null;
  return { rooms: 1, room: ROOM_KIND_OF_TYPE[roomType] ?? 'room', guests: bedsNeeded(family), cot: family.baby > 0 ? cot : null };
}
