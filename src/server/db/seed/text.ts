import { fold } from '../../../lib/text/fold';
import type { CatalogLocale } from '../database';

export { CATALOG_LOCALES } from '../../../lib/locales';
export type Language = 'fr' | 'es' | 'nl' | 'it';
export const LANGUAGES: readonly Language[] = ['fr', 'es', 'nl', 'it'];
/** A text in the four languages of the six catalogs (Belgian catalogs read the French or Dutch one). */
export type Texts = Record<Language, string>;

export const languageOfLocale = (locale: CatalogLocale): Language => locale.slice(0, 2) as Language;

export function t(fr: string, es: string, nl: string, it: string): Texts {
  return { fr, es, nl, it };
}

/** The same text in every language (brand names, "Spa"). */
export const same = (text: string): Texts => t(text, text, text, text);

export { fold };

export const slugify = (text: string): string => fold(text).replace(/ /g, '-');

/** Capitalise the first letter only. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
