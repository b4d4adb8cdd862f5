import { LOCALES, type Locale } from '@/lib/locales';
import { absolutePath, hrefInLocale, type RouteMatch } from '@/shared/routes';
import type { Alternate } from '../page-types';

export const ROBOTS_INDEX = 'index, follow';
export const ROBOTS_NOINDEX = 'noindex, follow';

/**
 * Canonical URL of a page and its hreflang alternates in the six locales (plus x-default); `localePaths`, when the
 * loader gave them, name the page in each locale (a landing slug differs per language).
 */
export function canonicalAndAlternates(siteUrl: string, locale: Locale, match: RouteMatch | null, relative: string, localePaths?: Record<Locale, string>) {
  const canonical = siteUrl + absolutePath(locale, relative);
  const pathIn = (l: Locale) => localePaths?.[l] ?? hrefInLocale(match, l);
  const alternates: Alternate[] = match ? LOCALES.map((l) => ({ hrefLang: l, href: siteUrl + absolutePath(l, pathIn(l)) })) : [];
  if (match) alternates.push({ hrefLang: 'x-default', href: siteUrl + pathIn('fr-FR') });
  return { canonical, alternates };
}
