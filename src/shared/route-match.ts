import { isLocale, type Locale } from '@/lib/locales';
import { ACCOUNT_SECTIONS, BENEFICIARY_LOGIN, BOX_CHECKOUT_SEGMENT, GIFT_BOX_KEYWORD, GIFT_CARD_CUSTOMIZATION, GIFT_CHECKOUT_SEGMENT, ROUTES, SEARCH_LANDING_KEYWORDS, type RouteDef, type RouteKey, type RouteMatch } from './routes';

/*
 * Reading a path with the route table (routes.ts): the server's page props and the browser's guess of the page kind a
 * link leads to (page-kind-of-url.ts, fetched on the first pointer or focus). Apart from routes.ts, whose `href`
 * builders every page loads, so the matcher is in no page's first load.
 */

/** A gift box's code: upper case, its format's suffix. */
const BOX_CODE = /^[A-Z0-9]{2,30}-(EBOX|PBOX)$/;

/** A content page's slug or id (landing pages, static pages): lower-case words joined by '-', 80 characters at most. */
const CMS_PAGE_SLUG = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A partner minisite's slug. */
const MINISITE_SLUG = /^[a-z0-9-]{1,60}$/;

const OFFER_ID = /^[1-9]\d{0,9}$/;
const isOfferId = (id: string | undefined): id is string => id !== undefined && OFFER_ID.test(id) && Number(id) <= 2 ** 31 - 1;

/** A product route's parameters: a positive integer id, then an optional non-empty slug. */
function matchProductParams(rest: string[]): string[] | null {
  const [id, slug, ...more] = rest;
  if (!isOfferId(id) || more.length > 0) return null;
  if (slug === undefined) return [id];
  return slug ? [id, slug] : null;
}

/** The search route's extra segments in a locale: none, a city slug, or a localised keyword and a slug. */
function matchSearchParams(locale: Locale, rest: string[]): string[] | null {
  if (rest.length === 0) return [];
  if (rest.length === 1) return rest[0] ? rest : null;
  if (rest.length !== 2 || !rest[1]) return null;
  for (const kind of ['region', 'theme'] as const) if (SEARCH_LANDING_KEYWORDS[kind][locale] === rest[0]) return [kind, rest[1]];
  return null;
}

/** Path segments (without the locale prefix) to a live route, or null (the not-found page). */
export function matchRoute(locale: Locale, slug: readonly string[]): RouteMatch | null {
  const [first, ...rest] = slug.map(safeDecode);
  if (first === undefined) return { key: 'home', params: [] };
  for (const [key, def] of Object.entries(ROUTES) as [RouteKey, RouteDef][]) {
    if (!def.segment || def.segment[locale] !== first) continue;
    if (key === 'search' || key === 'product') {
      const params = key === 'search' ? matchSearchParams(locale, rest) : matchProductParams(rest);
      return params ? { key, params } : null;
    }
    if (rest.length !== def.params) continue;
    if (key === 'giftCheckout' && rest[0] !== GIFT_CHECKOUT_SEGMENT[locale]) continue;
    if (key === 'boxCheckout' && rest[0] !== BOX_CHECKOUT_SEGMENT[locale]) continue;
    if ((key === 'stayCheckout' || key === 'hotel') && !isOfferId(rest[0])) return null;
    if (key === 'confirmation' && !/^\d{8}$/.test(rest[0])) return null;
    if (key === 'activity' && !isOfferId(rest[0])) return null;
    if (key === 'giftCard' && rest[0] !== GIFT_CARD_CUSTOMIZATION) return null;
    if ((key === 'landing' || key === 'contentPage') && !CMS_PAGE_SLUG.test(rest[0])) return null;
    if (key === 'account' && !(ACCOUNT_SECTIONS as readonly string[]).includes(rest[0])) return null;
    if (key === 'minisite' && !MINISITE_SLUG.test(rest[0])) return null;
    if (key === 'beneficiary' && rest[0] !== BENEFICIARY_LOGIN) return null;
    if (key === 'giftBox' && (rest[0] !== GIFT_BOX_KEYWORD || !rest[1] || !BOX_CODE.test(rest[2]))) return null;
    return { key, params: rest };
  }
  return null;
}

/**
 * The route a site address leads to, read as Next's i18n routing writes it (`/es-ES/escapada/12` → the product route
 * in es-ES, `/sejour/12` → in the default locale); query and hash ignored; null for any other path (the browser's
 * guess of the page kind it is going to, docs/navigation.md 'A new page kind').
 */
export function matchPath(path: string, defaultLocale: Locale): RouteMatch | null {
  const segments = path.replace(/[?#].*$/, '').split('/').filter(Boolean);
  const [first, ...rest] = segments;
  return isLocale(first) ? matchRoute(first, rest) : matchRoute(defaultLocale, segments);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
