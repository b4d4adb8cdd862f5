import { locales as localeList, defaultLocale as defaultLocaleValue } from './i18n-config.js';

/** The six points of sale, declared once in ./i18n-config.js (Next's i18n routing reads the same list). */
export const LOCALES = localeList;
/** A point of sale: Next's locale id (BCP 47, used in URLs) for one of the six catalogs. */
export type Locale = (typeof LOCALES)[number];
type Underscored<L extends string> = L extends `${infer Language}-${infer Country}` ? `${Language}_${Country}` : never;
/** Catalog and API form of a locale, as the specs write it (fr_FR). */
export type CatalogLocale = Underscored<Locale>;
export type Country = Locale extends `${string}-${infer C}` ? C : never;

export const DEFAULT_LOCALE: Locale = defaultLocaleValue;
/** The catalog forms of the six locales, in the same order (fr_FR, es_ES, ...). */
type UnderscoredAll<T extends readonly string[]> = { readonly [K in keyof T]: T[K] extends string ? Underscored<T[K]> : never };
export const CATALOG_LOCALES = LOCALES.map((locale) => locale.replace('-', '_')) as unknown as UnderscoredAll<typeof LOCALES>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Any value to a supported locale; unknown values fall back to the default (fr-FR). */
export function toLocale(value: unknown): Locale {
  if (isLocale(value)) return value;
  if (typeof value === 'string') {
    const dashed = value.replace('_', '-');
    if (isLocale(dashed)) return dashed;
  }
  return DEFAULT_LOCALE;
}

export const toCatalogLocale = (locale: Locale): CatalogLocale => locale.replace('-', '_') as CatalogLocale;
export const countryOf = (locale: Locale): Country => locale.slice(3) as Country;
export const languageOf = (locale: Locale): 'fr' | 'es' | 'nl' | 'it' => locale.slice(0, 2) as 'fr' | 'es' | 'nl' | 'it';

/** Locales sharing a country: the header language selector shows only where there is more than one (Belgium). */
export function siblingLocales(locale: Locale): Locale[] {
  return LOCALES.filter((l) => countryOf(l) === countryOf(locale));
}

/** The six points of sale in the footer's country switcher, in the header's order (fr, es, be/nl, be/fr, nl/nl, it). */
export const POINTS_OF_SALE: readonly Locale[] = ['fr-FR', 'es-ES', 'nl-BE', 'fr-BE', 'nl-NL', 'it-IT'];

export const CURRENCY = 'EUR';

/**
 * Each point of sale's clock (IANA zone): its 'today' and its 20:00 same-day cutoff, on the server and in the browser
 * alike, whatever the zone of the machine or device (docs/decisions.md, 'The point of sale's clock').
 */
export const TIME_ZONES = {
  'fr-FR': 'Europe/Paris',
  'es-ES': 'Europe/Madrid',
  'fr-BE': 'Europe/Brussels',
  'nl-BE': 'Europe/Brussels',
  'nl-NL': 'Europe/Amsterdam',
  'it-IT': 'Europe/Rome',
} as const satisfies Record<Locale, string>;
export type TimeZone = (typeof TIME_ZONES)[Locale];

/** timeZoneOf('es-ES') → 'Europe/Madrid'; a catalog locale (es_ES) or an unknown value reads as toLocale does. */
export const timeZoneOf = (locale: unknown): TimeZone => TIME_ZONES[toLocale(locale)];
