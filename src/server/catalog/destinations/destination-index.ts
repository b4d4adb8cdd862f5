import type { DestinationCategory } from '@/contracts/autocomplete';
import type { CatalogLocale } from '@/server/db/database';
import { fold } from './fold';

/** One destination in one locale. */
export type IndexedPlace = {
  kind: DestinationCategory;
  id: number;
  name: string;
  popularity: number;
  countryId: number | null;
  lat: number | null;
  lng: number | null;
  postalcode: string | null;
  parentLabel: string | null;
};

/** How a term matched a name: the whole name, its beginning, or the beginning of a later word. */
export const enum MatchQuality {
  WordStart = 1,
  Prefix = 2,
  Exact = 3,
}

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
 * A locale's names in one sorted array of keys: each folded name once whole, and once from each later word
 * ('saint malo' → 'saint malo', 'malo'). A term's matches are one contiguous run found by binary search,
 * so a lookup costs a logarithmic search plus the matches themselves.
 */
export class LocaleIndex {
  readonly places: IndexedPlace[];
  private readonly keys: string[];
  private readonly keyPlace: Int32Array;
  private readonly keyWhole: Uint8Array;
  private readonly seen: Uint32Array;
  private stamp = 0;

  constructor(places: IndexedPlace[]) {
    this.places = places;
    const pending: { key: string; place: number; whole: boolean }[] = [];
    places.forEach((place, i) => {
      const key = fold(place.name);
      if (key === '') return;
      pending.push({ key, place: i, whole: true });
      for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1)) pending.push({ key: key.slice(at + 1), place: i, whole: false });
    });
    pending.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = pending.map((p) => p.key);
    this.keyPlace = Int32Array.from(pending, (p) => p.place);
    this.keyWhole = Uint8Array.from(pending, (p) => (p.whole ? 1 : 0));
    this.seen = new Uint32Array(places.length);
  }

  get size(): number {
    return this.keys.length;
  }

  /** Every place whose folded name starts with the folded term, or has a word starting with it; best quality per place. */
  matches(foldedTerm: string, accept?: (place: IndexedPlace) => boolean): Match[] {
    const keys = this.keys;
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid] < foldedTerm) lo = mid + 1;
      else hi = mid;
    }
    this.stamp = (this.stamp + 1) >>> 0 || 1;
    const found: Match[] = [];
    const slot = new Map<number, number>();
    for (let k = lo; k < keys.length && keys[k].startsWith(foldedTerm); k++) {
      const placeIndex = this.keyPlace[k];
      const place = this.places[placeIndex];
      const quality = this.keyWhole[k] === 1 ? (keys[k] === foldedTerm ? MatchQuality.Exact : MatchQuality.Prefix) : MatchQuality.WordStart;
      if (this.seen[placeIndex] === this.stamp) {
        const at = slot.get(placeIndex)!;
        if (found[at].quality < quality) found[at] = { place, quality };
        continue;
      }
      if (accept && !accept(place)) continue;
      this.seen[placeIndex] = this.stamp;
      slot.set(placeIndex, found.length);
      found.push({ place, quality });
    }
    return found;
  }
}

/** exact > prefix > word match, then popularity (cities: population), then kind, shorter name, id. */
export function compareMatches(a: Match, b: Match): number {
  return (
    b.quality - a.quality ||
    b.place.popularity - a.place.popularity ||
    KIND_RANK[a.place.kind] - KIND_RANK[b.place.kind] ||
    a.place.name.length - b.place.name.length ||
    a.place.id - b.place.id
  );
}

/** The best `limit` matches in ranking order. */
export function rank(matches: Match[], limit: number): Match[] {
  return matches.sort(compareMatches).slice(0, limit);
}

export type DestinationIndex = {
  locales: Map<CatalogLocale, LocaleIndex>;
  /** hotels per destination, `${kind}:${id}` → count of active hotels */
  hotelCounts: Map<string, number>;
  /** for recounting within a subset of hotels (a gift box) */
  hotelPlaces: Map<number, string[]>;
  /** country code (FR) → id */
  countryIds: Map<string, number>;
  builtAt: number;
  buildMs: number;
};
