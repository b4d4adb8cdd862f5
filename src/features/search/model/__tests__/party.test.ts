/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { parseSearchState } from '@/shared/search-address';
import { isUsualParty, mayBeEmptiedByParty, withUsualParty } from '../party';

const NOW = new Date('2026-11-25T10:00:00Z');
const state = (hash: string, flow = 'booking') => parseSearchState(hash, { flow }, NOW, 'Europe/Paris');

describe('a party that empties the page', () => {
  it.each([
    ['', 0, false], // 2 adults: the usual party
    ['a=999', 0, true], // read as 20 adults
    ['a=2&b=1', 0, true],
    ['a=1', 0, true],
    ['a=999', 3, false], // results found: nothing to blame
  ])('booking #%s with %i exact results → ask: %s', (hash, exact, expected) => {
    expect(mayBeEmptiedByParty(state(hash), exact)).toBe(expected);
  });

  it('never asks in the gifting and activity flows, whose party is fixed or counted apart', () => {
    expect(mayBeEmptiedByParty(state('a=999', 'gifting'), 0)).toBe(false);
    expect(mayBeEmptiedByParty(state('a=1', 'activity'), 0)).toBe(false);
    expect(mayBeEmptiedByParty(state('a=5', 'hotel'), 0)).toBe(true);
  });

  it('searches again for 2 adults on the first page, keeping place, dates and filters', () => {
    const next = withUsualParty(state('a=999&c=2&city=3&facilities=spa&checkin=2026-12-04&night=2', 'booking'));
    expect(next).toMatchObject({ adults: 2, children: 0, babies: 0, singleRoom: false, page: 0, city: 3, facilities: ['spa'], checkin: '2026-12-04', nights: 2 });
    expect(isUsualParty(next)).toBe(true);
  });
});
