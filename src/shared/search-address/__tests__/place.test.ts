/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { DESTINATION_CATEGORIES, type DestinationCategory } from '@/contracts/autocomplete';
import { currentDestination, destinationPlace, isLocalSearch, parseSearchState, placeOf, serializeSearchHash, DEFAULT_SEARCH_STATE, type Place } from '..';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('place of a search', () => {
  it.each<[DestinationCategory, string]>([
    ['poi', 'poi=42'],
    ['hotel', 'hotel=42'],
    ['city', 'city=42'],
    ['region', 'region=42'],
    ['department', 'department=42'],
    ['country', 'country=42'],
    ['touristic_region', 'touristicregion=42'],
    ['ski_resort', 'skiresort=42'],
    ['sea_resort', 'searesort=42'],
  ])('choosing a %s writes only #%s', (category, hash) => {
    const place = destinationPlace({ id: 42, category });
    expect(serializeSearchHash({ ...DEFAULT_SEARCH_STATE, ...place })).toBe(hash);
    expect(currentDestination(place)).toEqual({ category, id: 42 });
    expect(placeOf(parseSearchState(hash, {}, NOW, 'Europe/Paris'))).toEqual(place);
  });

  it('knows the nine categories of the spec', () => {
    expect(DESTINATION_CATEGORIES).toHaveLength(9);
  });

  it.each<[string | number, Place]>([
    ['12', { city: 12 }],
    [' 12 ', { city: 12 }],
    ['', {}],
    ['x1', {}],
    [0, {}],
    [-4, {}],
    [1.5, {}],
  ])('destinationPlace of a city with id %p → %p', (id, place) => {
    expect(destinationPlace({ id, category: 'city' })).toEqual(place);
  });

  it.each<[Place, ReturnType<typeof currentDestination>]>([
    [{ city: 12 }, { category: 'city', id: 12 }],
    [{ region: 4, position: { lat: 1, lng: 2 } }, { category: 'region', id: 4 }],
    [{ position: { lat: 45.7, lng: 4.8 }, distanceMax: 200 }, null],
    [{}, null],
  ])('currentDestination(%p) → %p', (place, expected) => {
    expect(currentDestination(place)).toEqual(expected);
  });

  it('reads the hotel flow’s hotel as the hotel', () => {
    expect(placeOf(parseSearchState('#hotelId=3', { flow: 'hotel' }, NOW, 'Europe/Paris'))).toEqual({ hotel: 3 });
  });

  it('tells a search around a position from a place', () => {
    expect(isLocalSearch({ position: { lat: 45.7, lng: 4.8 }, distanceMax: 200 })).toBe(true);
    expect(isLocalSearch({ city: 42, position: { lat: 45.7, lng: 4.8 } })).toBe(false);
    expect(isLocalSearch({})).toBe(false);
  });
});
