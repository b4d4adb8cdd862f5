/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { parseSearchState } from '@/shared/search-address';
import { needsVisitorPosition, withVisitorPosition } from '../visitor-position';

const state = (hash: string) => parseSearchState(hash, {}, new Date('2026-11-25T10:00:00Z'), 'Europe/Paris');

describe('a distance with nothing to measure it from', () => {
  it.each([
    ['distanceMax=200', true], // the menu's 'Weekend less than 2h away'
    ['distanceMin=10', true],
    ['distanceMax=200&lat=45.76&lng=4.84', false],
    ['distanceMax=30&city=2988507', false],
    ['theme=26', false],
  ])('#%s needs the visitor\'s position: %s', (hash, expected) => {
    expect(needsVisitorPosition(state(hash))).toBe(expected);
  });

  it('searches around the position from 0 km, on the first page, the rest kept', () => {
    const next = withVisitorPosition({ ...state('distanceMax=200&theme=26'), page: 3 }, { latitude: 45.76, longitude: 4.84 });
    expect(next).toMatchObject({ position: { lat: 45.76, lng: 4.84 }, distanceMin: 0, distanceMax: 200, theme: 26, page: 0 });
    expect(needsVisitorPosition(next)).toBe(false);
  });
});
