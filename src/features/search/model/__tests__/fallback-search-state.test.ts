import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SEARCH_STATE, type SearchState } from '@/shared/search-address';
import { fallbackSearchState } from '../fallback-search-state';

const base: SearchState = { ...DEFAULT_SEARCH_STATE, page: 2, city: 12, theme: 26, checkin: '2030-05-03', checkout: '2030-05-05', nights: 2 };

describe('fallbackSearchState', () => {
  it('around a city: the position with 30 km instead of the city, back on page 0', () => {
    const next = fallbackSearchState(base, { steps: ['around'], criteria: { location: { latitude: 41.4, longitude: 2.2, minDistance: 0, maxDistance: 30 } } });
    expect(next).toMatchObject({ page: 0, position: { lat: 41.4, lng: 2.2 }, distanceMax: 30, theme: 26, checkin: '2030-05-03' });
    expect(next.city).toBeUndefined();
    expect(next.distanceMin).toBeUndefined();
  });

  it('expanded department: the region instead', () => {
    const next = fallbackSearchState({ ...base, city: undefined, department: 7 }, { steps: ['expand'], criteria: { location: { regionId: 3 } } });
    expect(next.department).toBeUndefined();
    expect(next.region).toBe(3);
  });

  it('removes dates and theme cumulatively', () => {
    const next = fallbackSearchState(base, { steps: ['around', 'removeDates', 'removeCategory'], criteria: { location: { latitude: 1, longitude: 2, maxDistance: 30 } } });
    expect(next.checkin).toBeUndefined();
    expect(next.checkout).toBeUndefined();
    expect(next.nights).toBeUndefined();
    expect(next.theme).toBeUndefined();
  });
});
