import { CATALOG_LOCALES } from '@/contracts/common';
import { DESTINATION_CATEGORIES, type DestinationCategory } from '@/contracts/autocomplete';
import type { CatalogLocale } from '@/server/db/database';

/** A place's identity as one number (kind and id), cheaper than string keys in maps of tens of thousands. */
export const placeKey = (kind: DestinationCategory, id: number): number => DESTINATION_CATEGORIES.indexOf(kind) * 2 ** 32 + id;
export const kindOfKey = (key: number): DestinationCategory => DESTINATION_CATEGORIES[Math.floor(key / 2 ** 32)];

export const localeBit = (locale: CatalogLocale): number => 1 << CATALOG_LOCALES.indexOf(locale);

/** One name of a destination, shared by the locales that spell it the same way (localeMask). */
export type IndexedPlace = {
  kind: DestinationCategory;
  id: number;
  name: string;
  /** place_name.search_key: folded name */
  searchKey: string;
  /**
   * Other folded names that find this entry: the place's names in the other locales ('bruges' finds Brugge in
   * nl-BE, 'gent' finds Gand in fr-BE) and its aliases ('den bosch'); the entry is still shown by `name`.
   */
  aliasKeys?: readonly string[];
  popularity: number;
  localeMask: number;
  countryId: number | null;
  lat: number | null;
  lng: number | null;
  postalcode: string | null;
  /** placeKeys of the places named after it to tell namesakes apart (region, country...) */
  parents: number[];
  /** The street of a hotel that shares its name with another of the same town ('12 Langestraat'). */
  street?: string;
};

/**
 * How a term matched a name: the whole name, its beginning, or the beginning of a later word; at each level the
 * place's name in the visitor's locale before its other names and aliases. Above them all, a city of the point of
 * sale's country whose name or alias is the whole term ('san sebastian' in es-ES is Donostia / San Sebastián).
 */
export const enum MatchQuality {
  AliasWordStart = 1,
  WordStart = 2,
  AliasPrefix = 3,
  Prefix = 4,
  AliasExact = 5,
  Exact = 6,
  HomeCityExact = 7,
}

/** The country each point of sale sells in first. */
export const HOME_COUNTRY_CODE: Record<CatalogLocale, string> = { fr_FR: 'FR', es_ES: 'ES', fr_BE: 'BE', nl_BE: 'BE', nl_NL: 'NL', it_IT: 'IT' };

/** Tie-break between kinds of equal popularity: wide, well-known destinations before narrow ones. */
export const KIND_RANK: Record<DestinationCategory, number> = {
  country: 0,
  region: 1,
  touristic_region: 2,
  city: 3,
  ski_resort: 4,
  sea_resort: 5,
  department: 6,
  poi: 7,
  hotel: 8,
};

export type Match = { place: IndexedPlace; quality: MatchQuality };

/**
 * Every locale's names in one sorted array of keys: each folded name (and alias key) once whole, and once from each
 * later word ('saint malo' → 'saint malo', 'malo'). A term's matches are one contiguous run found by binary search, so a
 * lookup costs a logarithmic search plus the matches themselves; a locale bit mask keeps the locale's names.
 */
export class NameIndex {
  readonly places: IndexedPlace[];
  private readonly keys: string[];
  private readonly keyPlace: Int32Array;
  private readonly keyWhole: Uint8Array;
  private readonly keyAlias: Uint8Array;
  private readonly seen: Uint32Array;
  private readonly slot: Int32Array;
  private readonly homeCountries: ReadonlyMap<CatalogLocale, number>;
  private stamp = 0;

  /** homeCountries: each locale's country id (HOME_COUNTRY_CODE), for the home city's exact match. */
  constructor(places: IndexedPlace[], homeCountries: ReadonlyMap<CatalogLocale, number> = new Map()) {
    this.places = places;
    this.homeCountries = homeCountries;
    const keysOf = (place: IndexedPlace): readonly string[] => (place.aliasKeys ? [place.searchKey, ...place.aliasKeys] : [place.searchKey]);
    let count = 0;
    for (const place of places) {
      for (const key of keysOf(place)) {
        if (key === '') continue;
        count++;
        for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1)) count++;
      }
    }
    const keys: string[] = new Array(count);
    const owner = new Int32Array(count);
    const whole = new Uint8Array(count);
    const alias = new Uint8Array(count);
    let k = 0;
    places.forEach((place, i) => {
      keysOf(place).forEach((key, n) => {
        if (key === '') return;
        const start = k;
        keys[k] = key;
        owner[k] = i;
        whole[k++] = 1;
        for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1)) {
          keys[k] = key.slice(at + 1);
          owner[k++] = i;
        }
        if (n > 0) alias.fill(1, start, k);
      });
    });
    const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
    this.keys = order.map((i) => keys[i]);
    this.keyPlace = Int32Array.from(order, (i) => owner[i]);
    this.keyWhole = Uint8Array.from(order, (i) => whole[i]);
    this.keyAlias = Uint8Array.from(order, (i) => alias[i]);
    this.seen = new Uint32Array(places.length);
    this.slot = new Int32Array(places.length);
  }

  get size(): number {
    return this.keys.length;
  }

  /** The locale's places whose folded name starts with the folded term, or has a word starting with it; best quality per place. */
  matches(foldedTerm: string, locale: CatalogLocale, accept?: (place: IndexedPlace) => boolean): Match[] {
    const keys = this.keys;
    const bit = localeBit(locale);
    const home = this.homeCountries.get(locale);
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid] < foldedTerm) lo = mid + 1;
      else hi = mid;
    }
    this.stamp = (this.stamp + 1) >>> 0 || 1;
    const found: Match[] = [];
    for (let k = lo; k < keys.length && keys[k].startsWith(foldedTerm); k++) {
      const placeIndex = this.keyPlace[k];
      const place = this.places[placeIndex];
      if ((place.localeMask & bit) === 0) continue;
      let quality = (this.keyWhole[k] === 1 ? (keys[k] === foldedTerm ? MatchQuality.Exact : MatchQuality.Prefix) : MatchQuality.WordStart) - this.keyAlias[k];
      if (quality >= MatchQuality.AliasExact && place.kind === 'city' && home !== undefined && place.countryId === home) quality = MatchQuality.HomeCityExact;
      if (this.seen[placeIndex] === this.stamp) {
        const at = this.slot[placeIndex];
        if (found[at].quality < quality) found[at] = { place, quality };
        continue;
      }
      if (accept && !accept(place)) continue;
      this.seen[placeIndex] = this.stamp;
      this.slot[placeIndex] = found.length;
      found.push({ place, quality });
    }
    return found;
  }
}

/** The match's level without the own-name/alias distinction: whole name, beginning, later word. */
const tierOf = (quality: MatchQuality): number => (quality + 1) >> 1;

/**
 * the point of sale's city named exactly > exact > prefix > word match, then popularity (cities: population), then the locale's own name before another
 * name or an alias (a well-known Brugge found as 'Bruges' in nl-BE before the village of Bruges in Gironde), then
 * kind, shorter name, id.
 */
export function compareMatches(a: Match, b: Match): number {
  return (
    tierOf(b.quality) - tierOf(a.quality) ||
    b.place.popularity - a.place.popularity ||
    b.quality - a.quality ||
    KIND_RANK[a.place.kind] - KIND_RANK[b.place.kind] ||
    a.place.name.length - b.place.name.length ||
    a.place.id - b.place.id
  );
}

/**
 * The best `limit` matches in ranking order. A short term ('sa') matches thousands of names: keep the best `limit`
 * in a bounded heap (n log limit) instead of sorting them all (compareMatches is a total order: same result).
 */
export function rank(matches: Match[], limit: number): Match[] {
  if (matches.length <= limit * 4) return matches.sort(compareMatches).slice(0, limit);
  // Max-heap on ranking order: the root is the worst of the kept matches.
  const heap: Match[] = [];
  for (const match of matches) {
    if (heap.length < limit) {
      heap.push(match);
      for (let j = heap.length - 1; j > 0; ) {
        const parent = (j - 1) >> 1;
        if (compareMatches(heap[parent], heap[j]) >= 0) break;
        [heap[parent], heap[j]] = [heap[j], heap[parent]];
        j = parent;
      }
    } else if (limit > 0 && compareMatches(match, heap[0]) < 0) {
      heap[0] = match;
      for (let j = 0; ; ) {
        const left = 2 * j + 1;
        let worst = j;
        if (left < limit && compareMatches(heap[left], heap[worst]) > 0) worst = left;
        if (left + 1 < limit && compareMatches(heap[left + 1], heap[worst]) > 0) worst = left + 1;
        if (worst === j) break;
        [heap[worst], heap[j]] = [heap[j], heap[worst]];
        j = worst;
      }
    }
  }
  return heap.sort(compareMatches);
}

export type DestinationIndex = {
  names: NameIndex;
  /** names of the places used as parents, per locale (index of CATALOG_LOCALES) */
  parentNames: Map<number, string[]>;
  /** active hotels per destination (placeKey) */
  hotelCounts: Map<number, number>;
  /** for recounting within a subset of hotels (a gift box): hotel id → placeKeys it lies in */
  hotelPlaces: Map<number, number[]>;
  /** country code (FR) → id */
  countryIds: Map<string, number>;
  builtAt: number;
  buildMs: number;
};

/**
 * 'Andalousie, Espagne': the parents' names in the locale, skipping any equal to the place's own name; a hotel
 * named like another of its town starts with its street ('Langestraat 12, Brugge, België').
 */
export function parentLabel(index: DestinationIndex, place: IndexedPlace, locale: CatalogLocale): string | null {
  const at = CATALOG_LOCALES.indexOf(locale);
  const labels: string[] = place.street ? [place.street] : [];
  for (const parent of place.parents) {
    const name = index.parentNames.get(parent)?.[at];
    if (name && name !== place.name) labels.push(name);
  }
  return labels.length > 0 ? labels.join(', ') : null;
}
