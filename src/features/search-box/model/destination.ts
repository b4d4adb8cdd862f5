/**
 * Destination suggestions (search-and-discovery §3 'Destination suggestion', §4 'Destination'): their categories and
 * labels. What a chosen suggestion puts in the address is its place (`destinationPlace`, src/shared/search-address).
 */
import { DESTINATION_CATEGORIES, type DestinationCategory } from '@/contracts/autocomplete';

export type { DestinationCategory };

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
