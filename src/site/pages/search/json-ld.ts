import type { Locale } from '@/lib/locales';
import { absolutePath, href } from '@/shared/routes';

export type SearchBreadcrumbEntry = { name: string; path: string };

/**
 * The results page's breadcrumb, as its address reads (§7 'breadcrumb structured data'): home → the search page →
 * the landing's place or theme when there is one; locale-relative paths.
 * ('fr-FR', landing Lyon) → Accueil '/', Recherche '/recherche', Lyon '/recherche/lyon'.
 */
export function searchBreadcrumb(locale: Locale, names: { home: string; search: string }, landing: SearchBreadcrumbEntry | null): SearchBreadcrumbEntry[] {
  return [{ name: names.home, path: href.home(locale) }, { name: names.search, path: href.search(locale) }, ...(landing ? [landing] : [])];
}

/** The breadcrumb as a schema.org BreadcrumbList with absolute addresses (the locale's prefix included). */
export function searchJsonLd(entries: SearchBreadcrumbEntry[], locale: Locale, siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((entry, index) => ({ '@type': 'ListItem', position: index + 1, name: entry.name, item: siteUrl + absolutePath(locale, entry.path) })),
  };
}
