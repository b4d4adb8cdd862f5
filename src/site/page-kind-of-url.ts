import type { Locale } from '@/lib/locales';
import type { RouteKey } from '@/shared/routes';
import { matchPath } from '@/shared/route-match';

/**
 * The page kind a same-site address leads to, if the route table knows it (the server may still answer another, such
 * as not found). Fetched with the visitor's first pointer, touch or focus (page-code-preloading.ts): the route matcher
 * is in no page's first load.
 */
export function pageKindOfUrl(url: string, defaultLocale: Locale): RouteKey | null {
  const address = new URL(url, window.location.href);
  if (address.origin !== window.location.origin) return null;
  return matchPath(address.pathname, defaultLocale)?.key ?? null;
}
