/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { addRecentSearch, parseRecentSearches, serializeRecentSearches, type RecentSearch } from '../recent-searches';

const lyon: RecentSearch = { id: 1, label: 'Lyon', category: 'city' };
const gent: RecentSearch = { id: 2, label: 'Gent', category: 'city' };
const alps: RecentSearch = { id: 3, label: 'Alpes', category: 'region' };
const spa: RecentSearch = { id: 4, label: 'Spa', category: 'city' };

describe('recent searches', () => {
  it.each<[string, unknown, RecentSearch[]]>([
    ['stored list', JSON.stringify([lyon, gent]), [lyon, gent]],
    ['more than three', JSON.stringify([lyon, gent, alps, spa]), [lyon, gent, alps]],
    ['duplicates keep the newest', JSON.stringify([lyon, { ...lyon, label: 'Lyon (old)' }, gent]), [lyon, gent]],
    ['same id, other category', JSON.stringify([lyon, { id: 1, label: 'Rhône', category: 'region' }]), [lyon, { id: 1, label: 'Rhône', category: 'region' }]],
    ['string and number ids are the same', JSON.stringify([lyon, { ...lyon, id: '1' }]), [lyon]],
    ['invalid entries dropped', JSON.stringify([null, 5, { id: 1 }, { id: 9, label: 'X', category: 'planet' }, { id: '', label: 'Y', category: 'city' }, gent]), [gent]],
    ['category spelt by the API', JSON.stringify([{ id: 8, label: 'Côte Vermeille', category: 'touristic region' }]), [{ id: 8, label: 'Côte Vermeille', category: 'touristic_region' }]],
    ['not json', '{oops', []],
    ['not a list', '{"id":1}', []],
    ['null text', 'null', []],
    ['nothing stored', null, []],
    ['not text', 42, []],
  ])('parseRecentSearches: %s', (_name, raw, expected) => {
    expect(parseRecentSearches(raw)).toEqual(expected);
  });

  it.each<[string, RecentSearch[], RecentSearch, RecentSearch[]]>([
    ['to an empty list', [], lyon, [lyon]],
    ['to the front', [gent], lyon, [lyon, gent]],
    ['keeps three', [gent, alps, spa], lyon, [lyon, gent, alps]],
    ['moves a repeated one up', [gent, lyon, alps], lyon, [lyon, gent, alps]],
    ['replaces the label of a repeated one', [lyon], { ...lyon, label: 'Lyon, France' }, [{ ...lyon, label: 'Lyon, France' }]],
  ])('addRecentSearch %s', (_name, list, suggestion, expected) => {
    expect(addRecentSearch(list, suggestion)).toEqual(expected);
  });

  it('stores only id, label and category, and reads back what it stored', () => {
    const withExtras = { ...lyon, latitude: 45.7, postalcode: '69000' } as RecentSearch;
    const text = serializeRecentSearches(addRecentSearch([gent], withExtras));
    expect(JSON.parse(text)).toEqual([lyon, gent]);
    expect(parseRecentSearches(text)).toEqual([lyon, gent]);
  });
});
