/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { Flow } from '@/contracts/search-criteria';
import { emptyBoxState, type SearchBoxState } from '../box-state';
import { changeFlow } from '../flow-change';

const lyon = { label: 'Lyon', place: { city: 42 } };
const chosen: Omit<SearchBoxState, 'flow'> = {
  destination: lyon,
  theme: 26,
  checkin: '2026-05-01',
  checkout: '2026-05-03',
  nights: 2,
  adults: 3,
  children: 1,
  babies: 1,
  singleRoom: true,
};
const noDates = { checkin: undefined, checkout: undefined, nights: undefined };
const strip = (state: SearchBoxState) => JSON.parse(JSON.stringify(state));

describe('flow change', () => {
  it.each<[Flow, Flow, Omit<SearchBoxState, 'flow'>, boolean, boolean]>([
    ['booking', 'hotel', chosen, true, false],
    ['hotel', 'booking', chosen, true, false],
    ['booking', 'gifting', { ...chosen, ...noDates, adults: 2, children: 0, babies: 0, singleRoom: false }, true, false],
    ['hotel', 'gifting', { ...chosen, ...noDates, adults: 2, children: 0, babies: 0, singleRoom: false }, true, false],
    ['booking', 'activity', { destination: null, adults: 2, children: 0, babies: 0, singleRoom: false }, true, true],
    ['gifting', 'activity', { destination: null, adults: 2, children: 0, babies: 0, singleRoom: false }, true, true],
    ['gifting', 'booking', { ...chosen, ...noDates }, true, false],
    ['activity', 'booking', { ...chosen, ...noDates }, true, false],
    ['activity', 'gifting', { ...chosen, ...noDates, adults: 2, children: 0, babies: 0, singleRoom: false }, true, false],
  ])('%s → %s', (from, to, expected, clearFilters, resetActivityStores) => {
    const result = changeFlow({ flow: from, ...chosen, id: 11 }, to);
    expect({ ...result, state: strip(result.state) }).toEqual({ state: strip({ flow: to, ...expected }), clearFilters, resetActivityStores });
  });

  it('clears to 2 adults and nothing else', () => {
    expect(emptyBoxState('activity')).toEqual({ flow: 'activity', destination: null, adults: 2, children: 0, babies: 0, singleRoom: false });
  });

  it('keeps the same state, the offer included, when the flow does not change', () => {
    const state: SearchBoxState = { flow: 'gifting', ...chosen, id: 11 };
    expect(changeFlow(state, 'gifting').state).toBe(state);
  });
});

describe('flow change with flexible dates', () => {
  const flexible = { arrival: 'weekend' as const, nights: 2 as const, months: ['2027-03'] };
  it.each<[Flow, Flow, boolean]>([
    ['booking', 'hotel', true],
    ['hotel', 'booking', true],
    ['booking', 'gifting', false],
    ['hotel', 'activity', false],
  ])('%s → %s keeps them: %s', (from, to, kept) => {
    const state = changeFlow({ ...emptyBoxState(from), nights: 2, flexible }, to).state;
    expect(state.flexible).toEqual(kept ? flexible : undefined);
  });
});
