/**
 * Upsells (§3 'Upsell', §2.1 'upsell extras'): the hotel's other stays that are this one plus extras. A candidate is an
 * upsell of the base when it is sold on the same room for the same nights and its program holds every activity of the
 * base's and at least one more; its extras are those more. Pure, table-tested.
 */
export type UpsellCandidate = { id: number; roomId: number | null; nights: number; activityIds: readonly number[] };

export function upsellExtras(base: UpsellCandidate, candidate: UpsellCandidate): number[] | null {
  if (candidate.id === base.id || base.roomId === null || candidate.roomId !== base.roomId || candidate.nights !== base.nights) return null;
  const own = new Set(candidate.activityIds);
  if (!base.activityIds.every((id) => own.has(id))) return null;
  const baseSet = new Set(base.activityIds);
  const extras = [...own].filter((id) => !baseSet.has(id));
  return extras.length > 0 ? extras : null;
}

/** Per night of the stay, rounded up to the cent (§1 a per-night price is rounded up). */
export const perNight = (amount: number, nights: number): number => (nights > 0 ? Math.ceil(amount / nights) : amount);
