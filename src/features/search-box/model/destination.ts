/**
 * Destination choice (search-and-discovery §3 'Destination suggestion', §4 'Destination', §2 hash keys):
 * a suggestion sets the hash key of its category and clears every other geographic criterion.
 */

/** The nine suggestion categories, spelt as the catalog stores them (place_name.kind). */
export const DESTINATION_CATEGORIES = [
  'poi',
  'hotel',
  'city',
  'region',
  'department',
  'country',
  'touristic_region',
  'ski_resort',
  'sea_resort',
] as const;
export type DestinationCategory = (typeof DESTINATION_CATEGORIES)[number];

/** Hash key holding the id of each category's destination. */
export const HASH_KEY_BY_CATEGORY = {
  city: 'city',
  hotel: 'hotel',
  poi: 'poi',
  region: 'region',
  department: 'department',
  country: 'country',
  touristic_region: 'touristicregion',
  ski_resort: 'skiresort',
  sea_resort: 'searesort',
} as const satisfies Record<DestinationCategory, string>;
export type DestinationHashKey = (typeof HASH_KEY_BY_CATEGORY)[DestinationCategory];

/** Every geographic criterion of the hash: the nine destinations and the position of a local or around search. */
export const GEO_HASH_KEYS = [
  'city',
  'hotel',
  'poi',
  'region',
  'department',
  'country',
  'touristicregion',
  'skiresort',
  'searesort',
  'lat',
  'lng',
  'distanceMin',
  'distanceMax',
] as const;
export type GeoHashKey = (typeof GEO_HASH_KEYS)[number];
/** All geographic criteria, each set or null (null = remove from the hash). */
export type GeoCriteria = Record<GeoHashKey, string | number | null>;

export interface DestinationSuggestion {
  id: string | number;
  label: string;
  category: DestinationCategory;
  postalcode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** the place it lies in ('Auvergne-Rhône-Alpes, France'), to tell namesakes apart */
  parentLabel?: string | null;
}

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A category however the API spells it, or null: toDestinationCategory('Touristic region') → 'touristic_region',
 * toDestinationCategory('skiResort') → 'ski_resort', toDestinationCategory('planet') → null.
 */
export function toDestinationCategory(value: unknown): DestinationCategory | null {
  if (typeof value !== 'string') return null;
  const compact = fold(value).replace(/[^a-z]/g, '');
  return DESTINATION_CATEGORIES.find((category) => category.replace('_', '') === compact) ?? null;
}

/** No geographic criterion at all. */
export const emptyGeoCriteria = (): GeoCriteria =>
  Object.fromEntries(GEO_HASH_KEYS.map((key) => [key, null])) as GeoCriteria;

/** Choosing a suggestion: destinationCriteria({id: 42, category: 'city', ...}) → city 42, every other geographic key null. */
export function destinationCriteria(suggestion: Pick<DestinationSuggestion, 'id' | 'category'>): GeoCriteria {
  return { ...emptyGeoCriteria(), [HASH_KEY_BY_CATEGORY[suggestion.category]]: suggestion.id };
}

/** The destination a set of hash values names (the first set key, in the category order above), or null. */
export function currentDestination(criteria: Partial<Record<GeoHashKey, unknown>>): { category: DestinationCategory; id: string | number } | null {
  for (const category of DESTINATION_CATEGORIES) {
    const value = criteria[HASH_KEY_BY_CATEGORY[category]];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') return { category, id: value };
  }
  return null;
}

export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * Splits a label into matched and unmatched parts, ignoring case and accents, each query word matched wherever it occurs:
 * highlightMatch('Saint-Étienne', 'etie') → [{text: 'Saint-', match: false}, {text: 'Étie', match: true}, {text: 'nne', match: false}].
 */
export function highlightMatch(label: string, query: string): HighlightPart[] {
  // Fold the label character by character, remembering where each folded unit came from.
  let folded = '';
  const origin: number[] = [];
  let offset = 0;
  for (const char of label) {
    const piece = fold(char);
    folded += piece;
    for (let i = 0; i < piece.length; i += 1) origin.push(offset);
    offset += char.length;
  }
  origin.push(label.length);

  const matched = new Array<boolean>(label.length).fill(false);
  for (const word of fold(query).split(/\s+/).filter(Boolean)) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      const start = origin[at];
      const end = origin[at + word.length] ?? label.length;
      for (let i = start; i < end; i += 1) matched[i] = true;
    }
  }

  const parts: HighlightPart[] = [];
  for (let i = 0; i < label.length; i += 1) {
    const last = parts[parts.length - 1];
    if (last && last.match === matched[i]) last.text += label[i];
    else parts.push({ text: label[i], match: matched[i] });
  }
  return parts;
}
