import type { Family } from '../prices/family';

type Party = 'couple' | 'adults' | 'family';

/** The party a search describes: with children or babies a family, 2 adults a couple, else adults (1, or 3 and more). */
export const partyOf = (family: Family): Party => (family.child + family.baby > 0 ? 'family' : family.adult === 2 ? 'couple' : 'adults');

/**
 * Which parties an offer's targeted label speaks to (vocabulary codes of `targeted_label`); a label not listed speaks
 * to everyone. A family is never told 'Seniors' serenity stay' nor 'Young couples special'.
 */
const TARGETED_LABEL_PARTIES: Record<string, readonly Party[]> = {
  seniors: ['couple', 'adults'],
  young_couples: ['couple'],
};

/** Whether a card may show this targeted label to this party. */
export const targetedLabelFits = (code: string, family: Family): boolean => TARGETED_LABEL_PARTIES[code]?.includes(partyOf(family)) ?? true;
