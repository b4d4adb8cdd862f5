/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { DestinationCategory } from '@/contracts/autocomplete';
import { localeBit, NameIndex, rank, type IndexedPlace } from '../destination-index';
import { fold } from '../fold';

const ALL = 0b111111;
const place = (kind: DestinationCategory, id: number, name: string, popularity: number, localeMask = ALL): IndexedPlace => ({
  kind, id, name, searchKey: fold(name), popularity, localeMask, countryId: 1, lat: 0, lng: 0, postalcode: null, parents: [],
});

const index = new NameIndex([
  place('city', 1, 'Saint-Malo', 450),
  place('sea_resort', 2, 'Saint-Malo', 685),
  place('city', 3, 'Malo', 300),
  place('city', 4, 'Malon', 900),
  place('poi', 5, 'Baie de Saint-Malo', 700),
  place('city', 6, 'Séville', 590, localeBit('fr_FR') | localeBit('fr_BE')),
  place('city', 6, 'Sevilla', 590, ALL & ~(localeBit('fr_FR') | localeBit('fr_BE'))),
]);
const search = (term: string, locale: Parameters<NameIndex['matches']>[1] = 'fr_FR', limit = 10) =>
  rank(index.matches(fold(term), locale), limit).map((m) => `${m.place.kind}:${m.place.name}`);

describe('destination name index', () => {
  it('ranks an exact name before names it begins, before names with a word it begins', () => {
    expect(search('malo')).toEqual(['city:Malo', 'city:Malon', 'poi:Baie de Saint-Malo', 'sea_resort:Saint-Malo', 'city:Saint-Malo']);
  });

  it('ranks matches of the same quality by popularity', () => {
    expect(search('saint m')).toEqual(['sea_resort:Saint-Malo', 'city:Saint-Malo', 'poi:Baie de Saint-Malo']);
  });

  it('ignores accents, case and punctuation', () => {
    expect(search('SAINT MALO')).toEqual(search('saint-malo'));
    expect(search('seville')).toEqual(['city:Séville']);
  });

  it("answers only the locale's spelling of a name", () => {
    expect(search('sevilla', 'fr_FR')).toEqual([]);
    expect(search('sevilla', 'es_ES')).toEqual(['city:Sevilla']);
    expect(search('sev', 'nl_BE')).toEqual(['city:Sevilla']);
  });

  it('does not match inside a word, and stops at the limit', () => {
    expect(search('alo')).toEqual([]);
    expect(search('ma', 'fr_FR', 2)).toEqual(['city:Malon', 'city:Malo']);
  });
});
