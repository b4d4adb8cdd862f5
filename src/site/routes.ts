import { LOCALES, type Locale } from '@/lib/locales';

/**
 * The ONE place URLs are built. Each live page has a localised first segment per locale;
 * `matchRoute` reads a path, the `href` builders write one. Paths are locale-relative
 * (Next's i18n routing adds the /es-ES prefix), `absolutePath` adds it for canonical links.
 */
export type RouteKey = 'home' | 'belgium' | 'contact' | 'legal' | 'search' | 'wishlist';
export type PageKey = RouteKey | 'notFound' | 'unavailable';

type RouteDef = {
  /** First path segment per locale; null for the home page. */
  segment: Record<Locale, string> | null;
  /** Extra segments after the first: exact count allowed. */
  params: number;
};

const same = (value: string): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((l) => [l, value])) as Record<Locale, string>;

export const ROUTES: Record<RouteKey, RouteDef> = {
  home: { segment: null, params: 0 },
  belgium: { segment: same('be'), params: 0 },
  contact: {
    segment: { 'fr-FR': 'contact', 'fr-BE': 'contact', 'es-ES': 'contacto', 'nl-BE': 'klantenservice', 'nl-NL': 'klantenservice', 'it-IT': 'contatti' },
    params: 0,
  },
  legal: {
    segment: { 'fr-FR': 'informations-legales', 'fr-BE': 'informations-legales', 'es-ES': 'informacion-legal', 'nl-BE': 'juridische-informatie', 'nl-NL': 'juridische-informatie', 'it-IT': 'informazioni-legali' },
    params: 1,
  },
  search: {
    segment: { 'fr-FR': 'recherche', 'fr-BE': 'recherche', 'es-ES': 'busqueda', 'nl-BE': 'zoeken', 'nl-NL': 'zoeken', 'it-IT': 'ricerca' },
    params: 0,
  },
  wishlist: {
    segment: { 'fr-FR': 'favoris', 'fr-BE': 'favoris', 'es-ES': 'favoritos', 'nl-BE': 'favorieten', 'nl-NL': 'favorieten', 'it-IT': 'preferiti' },
    params: 0,
  },
};

/** Legal documents listed in the footer; their ids are the second segment of the legal route. */
export const LEGAL_DOCUMENTS = ['sales-conditions', 'use-conditions', 'data-protection', 'cookies'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export type RouteMatch = { key: RouteKey; params: string[] };

/** Path segments (without the locale prefix) to a live route, or null (the not-found page). */
export function matchRoute(locale: Locale, slug: readonly string[]): RouteMatch | null {
  const [first, ...rest] = slug.map(safeDecode);
  if (first === undefined) return { key: 'home', params: [] };
  for (const [key, def] of Object.entries(ROUTES) as [RouteKey, RouteDef][]) {
    if (def.segment && def.segment[locale] === first && rest.length === def.params) return { key, params: rest };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const path = (locale: Locale, key: RouteKey, ...params: string[]): string => {
  const segment = ROUTES[key].segment;
  const parts = [segment ? segment[locale] : '', ...params.map(encodeURIComponent)].filter(Boolean);
  return `/${parts.join('/')}`;
};

export const href = {
  /** The home page is `/` in every locale (Next adds the prefix); a flow other than booking goes in the query (`/?flow=gifting`). */
  home: (locale: Locale, { flow }: { flow?: string } = {}) => `${path(locale, 'home')}${flow && flow !== 'booking' ? `?flow=${encodeURIComponent(flow)}` : ''}`,
  belgium: (locale: Locale) => path(locale, 'belgium'),
  contact: (locale: Locale) => path(locale, 'contact'),
  wishlist: (locale: Locale) => path(locale, 'wishlist'),
  legal: (locale: Locale, doc: LegalDocument) => path(locale, 'legal', doc),
  /** Search results: flow and zero-based page in the query (defaults left out), the search state in the hash. */
  search: (locale: Locale, { flow, page, from, hash }: SearchHrefOptions = {}) => {
    const query = new URLSearchParams();
    if (flow && flow !== 'booking') query.set('flow', flow);
    if (from) query.set('from', from);
    if (page) query.set('page', String(page));
    const search = query.toString();
    return `${path(locale, 'search')}${search ? `?${search}` : ''}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
  },
};

export type SearchHrefOptions = { flow?: string; page?: number; from?: string; hash?: string };

/** The same page in another locale: used for hreflang alternates and the country switcher. */
export function hrefInLocale(match: RouteMatch | null, locale: Locale): string {
  if (!match) return '/';
  const def = ROUTES[match.key];
  if (match.key === 'home') return '/';
  return path(locale, match.key, ...match.params.slice(0, def.params));
}

/** Locale-prefixed path: the default locale has no prefix (Next's i18n sub-path routing). */
export function absolutePath(locale: Locale, relative: string, defaultLocale: Locale = 'fr-FR'): string {
  if (locale === defaultLocale) return relative;
  return relative === '/' ? `/${locale}` : `/${locale}${relative}`;
}
