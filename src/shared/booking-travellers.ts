/**
 * Whose names a stay booking holds (docs/checkout.md 'Modifying a booking'), one rule for the modification's server
 * and My booking's form: one name per adult and child, the lead traveller (the buyer) first; babies are not named, as
 * the checkout asks no name for them.
 */
export type BookingGuests = { adults: number; children: number; babies: number };

/** How many names a booking for these guests holds: one per adult and child, at least the lead traveller's. */
export const namedGuests = (guests: BookingGuests): number => Math.max(1, guests.adults + guests.children);

/**
 * How many new names a modification from `before` to `after` asks: one per adult or child it adds, beyond the names
 * the booking holds (`named`). A booking holding fewer names than its guests (placed by another caller) is asked only
 * for the guests the change adds.
 */
export const namesToAsk = (named: number, before: BookingGuests, after: BookingGuests): number => Math.max(0, namedGuests(after) - Math.max(named, namedGuests(before)));

export type TravellersAfter<T> = { travellers: T[]; added: T[]; removed: T[] } | { expected: number };

/**
 * The booking's names after a modification from `before` to `after` guests: fewer guests drop the last names given
 * (the last added go first, the lead stays); more guests keep every name and take the `added` ones after them, exactly
 * one per guest added (`{ expected }` otherwise: the count the caller must ask for).
 */
export function travellersAfter<T>(travellers: readonly T[], before: BookingGuests, after: BookingGuests, added: readonly T[]): TravellersAfter<T> {
  const expected = namesToAsk(travellers.length, before, after);
  if (added.length !== expected) return { expected };
  const kept = travellers.slice(0, namedGuests(after));
  return { travellers: [...kept, ...added], added: [...added], removed: travellers.slice(kept.length) };
}
