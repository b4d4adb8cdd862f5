/** §3, search §5: the eco-label box shows only with at least 8 eco facilities. */
export const ECO_BOX_MIN_FACILITIES = 8;

export const showsEcoBox = (ecoFacilities: readonly unknown[]): boolean => ecoFacilities.length >= ECO_BOX_MIN_FACILITIES;

/** The facilities list: the highlighted ones first, then the others, each once. */
export function orderedFacilities<T extends { id: number }>(highlighted: readonly T[], all: readonly T[]): T[] {
  const seen = new Set<number>();
  return [...highlighted, ...all].filter((f) => (seen.has(f.id) ? false : (seen.add(f.id), true)));
}

/** The pets policy as the page says it (§3 policy: petsMaxNumberOfPets defaults to 1). */
export type PetsRule =
  | { kind: 'notAllowed' }
  | { kind: 'allowed'; price: number | null; maxWeight: number | null; maxNumber: number };

export function petsRule(policy: { petsAllowed: boolean; petsPrice: number | null; petsMaxWeight: number | null; petsMaxNumberOfPets: number | null }): PetsRule {
  if (!policy.petsAllowed) return { kind: 'notAllowed' };
  const maxNumber = policy.petsMaxNumberOfPets && policy.petsMaxNumberOfPets > 0 ? policy.petsMaxNumberOfPets : 1;
  return { kind: 'allowed', price: policy.petsPrice && policy.petsPrice > 0 ? policy.petsPrice : null, maxWeight: policy.petsMaxWeight && policy.petsMaxWeight > 0 ? policy.petsMaxWeight : null, maxNumber };
}
