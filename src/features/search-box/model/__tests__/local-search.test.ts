/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LOCAL_DISTANCE_KM, LOCAL_DISTANCES_KM, distanceText, localDistanceOr, localSearchPlace } from '../local-search';

describe('local search', () => {
  it('offers 100, 200 and 300 km, 200 by default', () => {
    expect(LOCAL_DISTANCES_KM).toEqual([100, 200, 300]);
    expect(DEFAULT_LOCAL_DISTANCE_KM).toBe(200);
  });

  it.each([
    [100, 100],
    [300, 300],
    ['300', 300],
    [250, 200],
    [0, 200],
    ['far', 200],
    [undefined, 200],
    [null, 200],
  ])('localDistanceOr(%p) → %i', (value, expected) => {
    expect(localDistanceOr(value)).toBe(expected);
  });

  it('searches around the visitor, with no named destination', () => {
    expect(localSearchPlace({ latitude: 45.76, longitude: 4.84 }, 100)).toEqual({ position: { lat: 45.76, lng: 4.84 }, distanceMin: 0, distanceMax: 100 });
    expect(localSearchPlace({ latitude: 51.05, longitude: 3.72 }, 150).distanceMax).toBe(200);
  });

  it.each<[Parameters<typeof distanceText>[0], ReturnType<typeof distanceText>]>([
    [{}, { key: 'searchBox.local.lessThan2h' }],
    [{ city: null, distanceKm: null }, { key: 'searchBox.local.lessThan2h' }],
    [{ city: '  ', distanceKm: 0 }, { key: 'searchBox.local.lessThan2h' }],
    [{ distanceKm: 300 }, { key: 'searchBox.local.withinDistance', distanceKm: 300 }],
    [{ city: 'Gent', distanceKm: 100 }, { key: 'searchBox.local.aroundCity', city: 'Gent', distanceKm: 100 }],
    [{ city: 'Lyon' }, { key: 'searchBox.local.aroundCity', city: 'Lyon', distanceKm: 200 }],
  ])('distanceText(%p) → %p', (input, expected) => {
    expect(distanceText(input)).toEqual(expected);
  });
});
