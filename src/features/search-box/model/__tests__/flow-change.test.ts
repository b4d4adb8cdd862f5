/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { Flow } from '@/contracts/search-criteria';
import { changeFlow, emptyFlowCriteria, type FlowCriteria } from '../flow-change';

const chosen: FlowCriteria<{ city: number }> = {
  destination: { city: 42 },
  themeId: 26,
  checkin: '2026-05-01',
  checkout: '2026-05-03',
  nights: 2,
  adults: 3,
  children: 1,
  babies: 1,
  singleRoom: true,
};
const noDates = { checkin: null, checkout: null, nights: null };

describe('flow change', () => {
  it.each<[Flow, Flow, FlowCriteria<{ city: number }>, boolean, boolean]>([
    ['booking', 'booking', chosen, false, false],
    ['booking', 'hotel', chosen, true, false],
    ['hotel', 'booking', chosen, true, false],
    ['booking', 'gifting', { ...chosen, ...noDates, adults: 2, children: 0, babies: 0, singleRoom: false }, true, false],
    ['hotel', 'gifting', { ...chosen, ...noDates, adults: 2, children: 0, babies: 0, singleRoom: false }, true, false],
    ['booking', 'activity', emptyFlowCriteria(), true, true],
    ['gifting', 'activity', emptyFlowCriteria(), true, true],
    ['gifting', 'booking', { ...chosen, ...noDates }, true, false],
    ['activity', 'booking', { ...chosen, ...noDates }, true, false],
    ['activity', 'gifting', { ...chosen, ...noDates, adults: 2, children: 0, babies: 0, singleRoom: false }, true, false],
  ])('%s → %s', (from, to, expected, clearFilters, resetActivityStores) => {
    const result = changeFlow(chosen, from, to);
    expect(result).toEqual({ criteria: expected, clearFilters, resetActivityStores });
  });

  it('clears to 2 adults and nothing else', () => {
    expect(emptyFlowCriteria()).toEqual({
      destination: null,
      themeId: null,
      ...noDates,
      adults: 2,
      children: 0,
      babies: 0,
      singleRoom: false,
    });
  });

  it('keeps the same object when the flow does not change', () => {
    expect(changeFlow(chosen, 'gifting', 'gifting').criteria).toBe(chosen);
  });
});
