import { describe, expect, it } from '@jest/globals';
import { autocompleteUrl, parseSuggestions } from '../autocomplete';

describe('parseSuggestions', () => {
  it('reads the list the route answers, whatever the spelling of the category', () => {
    expect(
      parseSuggestions([
        { id: 42, label: 'Lyon', category: 'city', postalcode: '69000', latitude: 45.76, longitude: 4.84, parentLabel: 'Auvergne-Rhône-Alpes, France' },
        { id: '7', label: 'Val Thorens', category: 'Ski resort', postalcode: null, latitude: '45.29', longitude: null, parentLabel: 12 },
      ]),
    ).toEqual([
      { id: 42, label: 'Lyon', category: 'city', postalcode: '69000', latitude: 45.76, longitude: 4.84, parentLabel: 'Auvergne-Rhône-Alpes, France' },
      { id: '7', label: 'Val Thorens', category: 'ski_resort', postalcode: null, latitude: 45.29, longitude: null, parentLabel: null },
    ]);
  });

  it('drops entries it cannot use one by one and never throws', () => {
    expect(parseSuggestions([{ id: 1, label: '', category: 'city' }, { label: 'x', category: 'city' }, { id: 2, label: 'Mars', category: 'planet' }, null, 'Lyon'])).toEqual([]);
    expect(parseSuggestions({ items: [{ id: 3, label: 'Gand', category: 'city' }] })).toEqual([
      { id: 3, label: 'Gand', category: 'city', postalcode: null, latitude: null, longitude: null, parentLabel: null },
    ]);
    expect(parseSuggestions('not a list')).toEqual([]);
    expect(parseSuggestions(undefined)).toEqual([]);
  });

  it('asks for 30 results in the catalog locale', () => {
    expect(autocompleteUrl('/api', 'Lyon', 'fr-BE')).toBe('/api/autocomplete-geonames.json?term=Lyon&locale=fr_BE&maxResults=30');
  });
});
