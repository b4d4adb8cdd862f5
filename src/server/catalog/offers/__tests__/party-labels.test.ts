/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { partyOf, targetedLabelFits } from '../party-labels';

const family = (adult: number, child: number, baby: number) => ({ adult, child, baby });

describe('targeted labels fit the searched party', () => {
  it.each([
    [family(2, 0, 0), 'couple'],
    [family(1, 0, 0), 'adults'],
    [family(4, 0, 0), 'adults'],
    [family(2, 0, 1), 'family'],
    [family(1, 2, 0), 'family'],
  ] as const)('%j is a %s', (party, expected) => {
    expect(partyOf(party)).toBe(expected);
  });

  it.each([
    ['seniors', family(2, 0, 0), true],
    ['seniors', family(1, 0, 0), true],
    ['seniors', family(2, 0, 1), false],
    ['seniors', family(2, 3, 0), false],
    ['young_couples', family(2, 0, 0), true],
    ['young_couples', family(1, 0, 0), false],
    ['young_couples', family(3, 0, 0), false],
    ['young_couples', family(2, 1, 0), false],
    ['newsletter', family(2, 2, 1), true],
    ['early_booking', family(2, 2, 1), true],
    ['early_booking', family(2, 0, 0), true],
  ] as const)('%s for %j: %s', (code, party, fits) => {
    expect(targetedLabelFits(code, party)).toBe(fits);
  });
});
