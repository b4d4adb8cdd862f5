/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { applyLanding, withoutLanding, type LandingCriteria } from '@/shared/search-address';
import { parseSearchState, serializeSearchHash, type SearchState } from '@/shared/search-address';

const NOW = new Date('2026-11-25T10:00:00Z');
const parse = (hash: string) => parseSearchState(hash, {}, NOW, 'Europe/Paris');
const LYON: LandingCriteria = { city: 2996944 };
const BRETAGNE: LandingCriteria = { region: 12 };
const ROMANTIC: LandingCriteria = { theme: 23 };

describe('applyLanding: the path adds its criteria under the hash', () => {
  it.each<[string, LandingCriteria, Partial<SearchState>]>([
    ['', LYON, { city: 2996944 }],
    ['a=3&checkin=2026-12-04&checkout=2026-12-06', LYON, { city: 2996944, adults: 3, checkin: '2026-12-04' }],
    ['theme=23', LYON, { city: 2996944, theme: 23 }],
    ['', BRETAGNE, { region: 12 }],
    ['', ROMANTIC, { theme: 23 }],
    ['city=42', ROMANTIC, { city: 42, theme: 23 }],
  ])('#%s on %j', (hash, landing, expected) => {
    expect(applyLanding(parse(hash), landing)).toMatchObject(expected);
  });

  it.each<[string, LandingCriteria, keyof SearchState]>([
    ['region=4', LYON, 'city'],
    ['country=1', LYON, 'city'],
    ['lat=45.7&lng=4.8&distanceMax=20', LYON, 'city'],
    ['city=42', BRETAGNE, 'region'],
    ['hotel=7', BRETAGNE, 'region'],
  ])('a hash naming its own place (#%s) keeps it: the landing %j does not narrow it', (hash, landing, field) => {
    const state = applyLanding(parse(hash), landing);
    expect(state[field]).toBeUndefined();
    expect(state).toEqual(parse(hash));
  });

  it("a hash theme wins over the landing's", () => {
    expect(applyLanding(parse('theme=26'), ROMANTIC).theme).toBe(26);
  });

  it('changes nothing without a landing', () => {
    expect(applyLanding(parse('a=3'), null)).toEqual(parse('a=3'));
  });
});

describe('withoutLanding: which searches stay on the landing address', () => {
  it('drops what the path already says from a search that keeps it', () => {
    const state = applyLanding(parse('a=3&stars=5'), LYON);
    expect(withoutLanding(state, LYON)).toEqual(parse('a=3&stars=5'));
    expect(withoutLanding(applyLanding(parse('city=42'), ROMANTIC), ROMANTIC)).toEqual(parse('city=42'));
  });

  it.each<[string, LandingCriteria]>([
    ['city=42', LYON],
    ['', LYON],
    ['city=2996944&region=33', LYON],
    ['lat=45.7&lng=4.8&distanceMax=30', LYON],
    ['region=13', BRETAGNE],
    ['theme=26', ROMANTIC],
    ['city=42', ROMANTIC],
  ])('#%s has left the landing %j', (hash, landing) => {
    expect(withoutLanding(parse(hash), landing)).toBeNull();
  });

  it.each<[string, LandingCriteria]>([
    ['a=3&checkin=2026-12-04&checkout=2026-12-06&priceMax=20000', LYON],
    ['stars=5,4&sort=priceAsc', BRETAGNE],
    ['city=42&facilities=spa&petsAllowed=1', ROMANTIC],
  ])('round-trips: landing path and the rest in the hash give the same search (#%s on %j)', (hash, landing) => {
    const state = applyLanding(parse(hash), landing);
    const rest = withoutLanding(state, landing)!;
    expect(applyLanding(parse(serializeSearchHash(rest)), landing)).toEqual(state);
  });
});
