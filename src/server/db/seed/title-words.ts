import { fold } from '../../../lib/text/fold';
import type { Language } from './text';

/**
 * Words a title may hold twice: articles, prepositions and conjunctions ("Escapada de bienestar con ritual de baño
 * turco", "a Trecase"). Any other word said twice ("Escapada con clase de cocina con clase de cocina") is a repeat.
 */
const FUNCTION_WORDS: Record<Language, ReadonlySet<string>> = {
  fr: new Set(['a', 'au', 'aux', 'd', 'de', 'des', 'du', 'en', 'et', 'l', 'la', 'le', 'les', 'pres', 'sur', 'un', 'une']),
  es: new Set(['a', 'al', 'con', 'de', 'del', 'el', 'en', 'la', 'las', 'los', 'y', 'un', 'una', 'cerca']),
  it: new Set(['a', 'al', 'alla', 'con', 'd', 'da', 'dei', 'del', 'della', 'di', 'e', 'i', 'il', 'in', 'l', 'la', 'le', 'tra', 'un', 'una', 'vicino']),
  nl: new Set(['aan', 'bij', 'de', 'een', 'en', 'het', 'in', 'met', 'op', 'tot', 'van']),
};

/** The words of a text that carry meaning, folded (no case, no accents): "l'espace bien-être" → espace, bien, etre. */
export function contentWords(text: string, lang: Language): string[] {
  return fold(text)
    .split(' ')
    .filter((w) => w && !FUNCTION_WORDS[lang].has(w) && !/^\d+$/.test(w));
}

/** The content words a text says more than once. */
export function repeatedWords(text: string, lang: Language): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const word of contentWords(text, lang)) (seen.has(word) ? repeated : seen).add(word);
  return [...repeated];
}

/** Whether `text` says a content word `before` already says. */
export function repeatsAWordOf(before: string, text: string, lang: Language): boolean {
  const said = new Set(contentWords(before, lang));
  return contentWords(text, lang).some((w) => said.has(w));
}
