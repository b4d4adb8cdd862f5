/** The pets pseudo-facility of the filters: shown among facilities, sent as petsAllowed (§5). */
export const PETS_FACILITY = 'pets';

/** splitPets(['wifi', 'pets']) → { facilities: ['wifi'], petsAllowed: true } */
export function splitPets(facilities: readonly string[]): { facilities: string[]; petsAllowed: boolean } {
  return { facilities: facilities.filter((f) => f !== PETS_FACILITY), petsAllowed: facilities.includes(PETS_FACILITY) };
}
