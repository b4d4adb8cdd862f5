import { LOCALES, type Locale } from '@/lib/locales';
import { absolutePath, hrefInLocale, type RouteMatch } from '../routes';
import type { Alternate } from '../page-types';

export const ROBOTS_INDEX = 'index, follow';
export const ROBOTS_NOINDEX = 'noindex, follow';

/** Canonical URL of a page and its hreflang alternates in the six locales (plus x-default). */
export function canonicalAndAlternates(siteUrl: string, locale: Locale, match: RouteMatch | null, relative: string) {
  const canonical = siteUrl + absolutePath(locale, relative);
  const alternates: Alternate[] = match
    ? LOCALES.map((l) => ({ hrefLang: l, href: siteUrl + absolutePath(l, hrefInLocale(match, l)) }))
    : [];
  if (match) alternates.push({ hrefLang: 'x-default', href: siteUrl + hrefInLocale(match, 'fr-FR') });
  return { canonical, alternates };
}
