import { describe, expect, it } from '@jest/globals';
import type { SearchDetails } from '@/contracts/offers';
import { headerImageUrl } from '../header-image';
import { parseSearchState, serializeSearchHash } from '@/shared/search-address';
import { suggestionLinks } from '../suggestion-links';

const now = new Date('2026-03-02T10:00:00Z');
const state = (hash: string, flow = 'booking') => parseSearchState(hash, { flow }, now, 'Europe/Paris');
const lyon: Partial<SearchDetails> = {
  destination: 'Lyon',
  location: { id: 2996944, type: 'city', label: 'Lyon', lat: 45.75, lng: 4.85 },
  locationHierarchy: [
    { type: 'region', id: 33, label: 'Auvergne-Rhône-Alpes' },
    { type: 'country', id: 1, label: 'France' },
  ],
};
const summary = (hash: string, flow: string, details: Partial<SearchDetails> | null, activityFlow = false) =>
  suggestionLinks(state(hash, flow), details as SearchDetails, { activityFlow }).map((l) => [l.flow, l.place, serializeSearchHash(l.state)]);

describe('suggestionLinks', () => {
  it.each([
    [
      'a city: its region and country (dates and guests kept, filters and place dropped), then gifting there',
      'city=2996944&checkin=2026-04-10&checkout=2026-04-12&a=3&stars=4',
      'booking',
      lyon,
      false,
      [
        ['booking', 'Auvergne-Rhône-Alpes', 'a=3&checkin=2026-04-10&checkout=2026-04-12&night=2&region=33'],
        ['booking', 'France', 'a=3&checkin=2026-04-10&checkout=2026-04-12&country=1&night=2'],
        ['gifting', 'Lyon', 'city=2996944'],
      ],
    ],
    [
      'a theme in a city: also the city without the theme; activities when the activity search is on',
      'city=2996944&theme=26',
      'booking',
      lyon,
      true,
      [
        ['booking', 'Auvergne-Rhône-Alpes', 'region=33&theme=26'],
        ['booking', 'France', 'country=1&theme=26'],
        ['booking', 'Lyon', 'city=2996944'],
        ['gifting', 'Lyon', 'city=2996944'],
        ['activity', 'Lyon', 'city=2996944'],
      ],
    ],
    ['no place: the other flows everywhere', '', 'gifting', null, true, [['booking', null, ''], ['activity', null, '']]],
    [
      "a hotel's offers: the wider places as stays, and all stays",
      'hotelId=7',
      'hotel',
      { destination: 'Hôtel du Lac', location: { id: 7, type: 'hotel', label: 'Hôtel du Lac', lat: 1, lng: 2 }, locationHierarchy: [{ type: 'country', id: 1, label: 'France' }] },
      true,
      [
        ['booking', 'France', 'country=1'],
        ['booking', null, ''],
      ],
    ],
    [
      'a region: its country only (the region itself is not suggested)',
      'region=33',
      'activity',
      { destination: 'Auvergne-Rhône-Alpes', location: { id: 33, type: 'region', label: 'Auvergne-Rhône-Alpes', lat: 1, lng: 2 }, locationHierarchy: [{ type: 'region', id: 33, label: 'Auvergne-Rhône-Alpes' }, { type: 'country', id: 1, label: 'France' }] },
      true,
      [
        ['activity', 'France', 'country=1'],
        ['booking', 'Auvergne-Rhône-Alpes', 'region=33'],
        ['gifting', 'Auvergne-Rhône-Alpes', 'region=33'],
      ],
    ],
  ] as [string, string, string, Partial<SearchDetails> | null, boolean, unknown[]][])('%s', (_name, hash, flow, details, activityFlow, expected) => {
    expect(summary(hash, flow, details, activityFlow)).toEqual(expected);
  });
});

describe('headerImageUrl', () => {
  it.each([
    ['booking', null, '/api/images/village-header-0-0.jpg'],
    ['gifting', { location: lyon.location!, theme: null }, '/api/images/vineyard-header-2996944-0.jpg'],
    ['activity', { location: null, theme: { id: 26, label: 'Bien-être' } }, '/api/images/mountain-header-26-0.jpg'],
    ['hotel', { location: null, theme: null }, '/api/images/city-header-0-0.jpg'],
  ] as const)('%s with %j → %s', (flow, details, expected) => {
    expect(headerImageUrl(flow, details)).toBe(expected);
  });
});
