import { LOCALES, type Locale } from '@/lib/locales';
import { fold } from '@/lib/text/fold';
import type { Flow } from '@/contracts/search-criteria';
import { writeKeys } from './search-address/key-codecs';
import { QUERY_KEYS } from './search-address/query-keys';
import { resultsFocusHash } from './search-address/results-focus-keys';

/**
 * The ONE place URLs are built. Each live page has a localised first segment per locale;
 * `matchRoute` reads a path (route-match.ts, in no page's first load), the `href` builders write one. Paths are
 * locale-relative (Next's i18n routing adds the /es-ES prefix), `absolutePath` adds it for canonical links.
 */
export type RouteKey = 'home' | 'belgium' | 'contact' | 'legal' | 'search' | 'wishlist' | 'product' | 'hotel' | 'giftCheckout' | 'boxCheckout' | 'stayCheckout' | 'confirmation' | 'bookingLookup' | 'giftBoxes' | 'giftBox' | 'activity' | 'giftCard' | 'beneficiary' | 'account' | 'minisite' | 'weekendIdeas' | 'landing' | 'contentPage';
export type PageKey = RouteKey | 'notFound' | 'unavailable' | 'customerCareLogin';

export type RouteDef = {
  /** First path segment per locale; null for the home page. */
  segment: Record<Locale, string> | null;
  /** Extra segments after the first: exact count allowed. */
  params: number;
};

const same = (value: string): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((l) => [l, value])) as Record<Locale, string>;

/** The stay checkout's first segment (the hand-off of the product page's Book button, product-and-purchase §4). */
export const CHECKOUT_SEGMENT: Record<Locale, string> = {
  'fr-FR': 'reservation',
  'fr-BE': 'reservation',
  'es-ES': 'reserva',
  'nl-BE': 'boeken',
  'nl-NL': 'boeken',
  'it-IT': 'prenotazione',
};

/** The gift box pages' first segment: the listing alone, a box with `/p/{slug}/{code}` after it (§2.4, §2.5). */
export const GIFT_BOX_SEGMENT: Record<Locale, string> = {
  'fr-FR': 'coffrets-cadeaux',
  'fr-BE': 'coffrets-cadeaux',
  'es-ES': 'cajas-regalo',
  'nl-BE': 'cadeauboxen',
  'nl-NL': 'cadeauboxen',
  'it-IT': 'cofanetti-regalo',
};

/** The keyword before a box's slug and code: `/coffrets-cadeaux/p/escapade-romantique/ROMANCE1N-EBOX`. */
export const GIFT_BOX_KEYWORD = 'p';

/** The box checkout's second segment, after the checkout's own (§4 hand-off: `/reservation/coffret?code=…&giftFormat=…`). */
export const BOX_CHECKOUT_SEGMENT: Record<Locale, string> = {
  'fr-FR': 'coffret',
  'fr-BE': 'coffret',
  'es-ES': 'caja',
  'nl-BE': 'box',
  'nl-NL': 'box',
  'it-IT': 'cofanetto',
};

/** The gift checkout's second segment, after the checkout's own (§4 hand-off of the activity panel and the gift card page). */
export const GIFT_CHECKOUT_SEGMENT: Record<Locale, string> = {
  'fr-FR': 'cadeau',
  'fr-BE': 'cadeau',
  'es-ES': 'regalo',
  'nl-BE': 'cadeau',
  'nl-NL': 'cadeau',
  'it-IT': 'regalo',
};

/** The gift card customisation page: `/giftcard/customization` in every locale (§2.6). */
export const GIFT_CARD_SEGMENT = 'giftcard';
export const GIFT_CARD_CUSTOMIZATION = 'customization';

/** The beneficiary's login (§2.13, §6): `/beneficiary/login`, the same path in every locale. */
export const BENEFICIARY_SEGMENT = 'beneficiary';
export const BENEFICIARY_LOGIN = 'login';

/** The search value of a purchase for oneself (§4: `customType=OWN_USE`). */
export const OWN_USE = 'OWN_USE';

/** The static content pages' first segment (`/infos/about-us`, docs/home-and-cms.md). */
export const CONTENT_PAGE_SEGMENT: Record<Locale, string> = { 'fr-FR': 'infos', 'fr-BE': 'infos', 'es-ES': 'info', 'nl-BE': 'info', 'nl-NL': 'info', 'it-IT': 'info' };

/** A partner minisite's first segment (§2.15: 'the page route is not shown'; docs/minisites.md): `/partenaire/club-voyageurs`. */
export const MINISITE_SEGMENT: Record<Locale, string> = { 'fr-FR': 'partenaire', 'fr-BE': 'partenaire', 'es-ES': 'socio', 'nl-BE': 'partner', 'nl-NL': 'partner', 'it-IT': 'partner' };

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
    // Also its landing pages, 1 or 2 extra segments: see matchSearchParams.
    params: 0,
  },
  wishlist: {
    segment: { 'fr-FR': 'favoris', 'fr-BE': 'favoris', 'es-ES': 'favoritos', 'nl-BE': 'favorieten', 'nl-NL': 'favorieten', 'it-IT': 'preferiti' },
    params: 0,
  },
  /** A stay product: the offer id, then optionally the slug of its label (`/sejour/123/week-end-a-lyon`): see matchProductParams. */
  product: {
    segment: { 'fr-FR': 'sejour', 'fr-BE': 'sejour', 'es-ES': 'escapada', 'nl-BE': 'verblijf', 'nl-NL': 'verblijf', 'it-IT': 'soggiorno' },
    params: 2,
  },
  /** A hotel page: its numeric id, nothing else (`/hotel/123#checkin=…`, the visitor's stay in the hash; §2.2). */
  hotel: { segment: same('hotel'), params: 1 },
  /** The gift checkout (activity voucher, gift card): `/reservation/cadeau?…#id=…` (before the stay checkout: its second segment is a word, not an id). */
  giftCheckout: { segment: CHECKOUT_SEGMENT, params: 1 },
  /** The box checkout: `/reservation/coffret?code=…&giftFormat=…#sleeves=…` (a word as its second segment, like the gift checkout). */
  boxCheckout: { segment: CHECKOUT_SEGMENT, params: 1 },
  /** The stay checkout of an offer: `/reservation/123#checkin=…` (the stay in the hash, PRODUCT_HASH_KEYS). */
  stayCheckout: { segment: CHECKOUT_SEGMENT, params: 1 },
  /** An order's confirmation: `/confirmation/12345678#key=…` (the booking number; its access key in the hash, never sent to a server log). */
  confirmation: {
    segment: { 'fr-FR': 'confirmation', 'fr-BE': 'confirmation', 'es-ES': 'confirmacion', 'nl-BE': 'bevestiging', 'nl-NL': 'bevestiging', 'it-IT': 'conferma' },
    params: 1,
  },
  /** Booking lookup ('Ma réservation'): booking number and e-mail, then the booking and its cancellation. */
  bookingLookup: {
    segment: { 'fr-FR': 'ma-reservation', 'fr-BE': 'ma-reservation', 'es-ES': 'mi-reserva', 'nl-BE': 'mijn-boeking', 'nl-NL': 'mijn-boeking', 'it-IT': 'la-mia-prenotazione' },
    params: 0,
  },
  /** The gift box listing (§2.5). */
  giftBoxes: { segment: GIFT_BOX_SEGMENT, params: 0 },
  /** A gift box: `p`, its slug and its code (upper case, format suffix) after the listing's segment (§2.4). */
  giftBox: { segment: GIFT_BOX_SEGMENT, params: 3 },
  /** An activity sold alone: its id as the second segment (§2.3), the number of people in the hash (`#a=1`). */
  activity: {
    segment: { 'fr-FR': 'activite', 'fr-BE': 'activite', 'es-ES': 'actividad', 'nl-BE': 'activiteit', 'nl-NL': 'activiteit', 'it-IT': 'attivita' },
    params: 1,
  },
  /** The gift card customisation page (§2.6), the same path in every locale. */
  giftCard: { segment: same(GIFT_CARD_SEGMENT), params: 1 },
  /** The weekend ideas page (§2.9): sections of idea cards and the regions' links. */
  weekendIdeas: {
    segment: { 'fr-FR': 'idees-week-end', 'fr-BE': 'idees-week-end', 'es-ES': 'ideas-escapadas', 'nl-BE': 'weekendideeen', 'nl-NL': 'weekendideeen', 'it-IT': 'idee-weekend' },
    params: 0,
  },
  /** A landing page of the content service by its slug (§2.9): `/offres/winter-sale`. */
  landing: { segment: { 'fr-FR': 'offres', 'fr-BE': 'offres', 'es-ES': 'ofertas', 'nl-BE': 'acties', 'nl-NL': 'acties', 'it-IT': 'offerte' }, params: 1 },
  /** A static content page by its id (§7 'static content fetch by page id'): `/infos/about-us`. */
  contentPage: { segment: CONTENT_PAGE_SEGMENT, params: 1 },
  /** A customer account page (§2.13, customer-account toggle): `/compte/signin?origin=…`, then profile and trips (the wishlist is the wishlist page). */
  account: {
    segment: { 'fr-FR': 'compte', 'fr-BE': 'compte', 'es-ES': 'cuenta', 'nl-BE': 'account', 'nl-NL': 'account', 'it-IT': 'account' },
    params: 1,
  },
  /** A partner's co-branded minisite by its slug (§2.15, docs/minisites.md). */
  minisite: { segment: MINISITE_SEGMENT, params: 1 },
  /** The beneficiary's redemption (§2.13): a gift code, the stays it buys, their calendar (docs/redemption.md). */
  beneficiary: { segment: same(BENEFICIARY_SEGMENT), params: 1 },
};

/** The account's pages, the second segment of the account route (the same words in every locale, as §2.13's `/account/signin`); `link` signs in by a link sent by e-mail, `reset` chooses a new password by one. */
export const ACCOUNT_SECTIONS = ['signin', 'signup', 'profile', 'trips', 'link', 'reset'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** Where signing in returns to (§2.13 'with an origin'): a path of this site only, else nothing (never another host). */
export function safeOrigin(origin: unknown): string | undefined {
  if (typeof origin !== 'string' || origin.length > 2000 || !origin.startsWith('/') || origin.startsWith('//') || origin.includes('\\')) return undefined;
  return /^[\x21-\x7e]+$/.test(origin) ? origin : undefined;
}

/** The hash key of the number of people on an activity's page and in the gift checkout (§2.3, §4: `a`). */
export const ACTIVITY_PEOPLE_HASH = 'a';

/** The contact page's quick actions (§2.10: modify booking, cancel booking, invoice request), carried to 'My booking' in its hash. */
export const BOOKING_REQUESTS = ['modify', 'cancel', 'invoice'] as const;
export type BookingRequest = (typeof BOOKING_REQUESTS)[number];
export const BOOKING_REQUEST_HASH = 'request';

/** The hash key of a confirmation's access key (`#key=…`). */
export const CONFIRMATION_KEY_HASH = 'key';

/** Legal documents listed in the footer; their ids are the second segment of the legal route. */
export const LEGAL_DOCUMENTS = ['sales-conditions', 'use-conditions', 'data-protection', 'cookies'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/**
 * Shareable landing pages of the search route (docs/search-model.md): `/recherche/lyon` (a city),
 * `/recherche/region/<slug>`, `/recherche/theme/<slug>`. The keyword before a region or theme slug is localised;
 * a match carries the locale-independent kind instead: params ['lyon'], ['region', 'bretagne'], ['theme', 'romantique'].
 */
export type SearchLandingKind = 'city' | 'region' | 'theme';
export type SearchLandingRef = { kind: SearchLandingKind; slug: string };

export const SEARCH_LANDING_KEYWORDS: Record<Exclude<SearchLandingKind, 'city'>, Record<Locale, string>> = {
  region: { 'fr-FR': 'region', 'fr-BE': 'region', 'es-ES': 'region', 'nl-BE': 'regio', 'nl-NL': 'regio', 'it-IT': 'regione' },
  theme: { 'fr-FR': 'theme', 'fr-BE': 'theme', 'es-ES': 'tema', 'nl-BE': 'thema', 'nl-NL': 'thema', 'it-IT': 'tema' },
};

/** The slug of a name: folded (lower case, no accents), words joined by '-'. slugOf('Bien-être') → 'bien-etre'. */
export const slugOf = (name: string): string => fold(name).replace(/ /g, '-');

/** The landing a search route's parameters name, or null for the plain search page. */
export function searchLandingOf(params: readonly string[]): SearchLandingRef | null {
  if (params.length === 1 && params[0]) return { kind: 'city', slug: params[0] };
  if (params.length === 2 && (params[0] === 'region' || params[0] === 'theme') && params[1]) return { kind: params[0], slug: params[1] };
  return null;
}

const landingParams = (landing: SearchLandingRef): string[] => (landing.kind === 'city' ? [landing.slug] : [landing.kind, landing.slug]);

export type RouteMatch = { key: RouteKey; params: string[] };

const path = (locale: Locale, key: RouteKey, ...params: string[]): string => {
  const segment = ROUTES[key].segment;
  const parts = [segment ? segment[locale] : '', ...params.map(encodeURIComponent)].filter(Boolean);
  return `/${parts.join('/')}`;
};

export const href = {
  /** The home page is `/` in every locale (Next adds the prefix); a flow other than booking goes in the query (`/?flow=gifting`). */
  home: (locale: Locale, { flow }: { flow?: string } = {}) => `${path(locale, 'home')}${flow && flow !== 'booking' ? `?${QUERY_KEYS.flow.key}=${encodeURIComponent(flow)}` : ''}`,
  belgium: (locale: Locale) => path(locale, 'belgium'),
  /** The contact page; `ref` in the query (`?ref=contact_thank_you` shows the success notice, §2.10), `hash` an anchor on it (`#faq`). */
  contact: (locale: Locale, { ref, hash }: { ref?: string; hash?: string } = {}) =>
    `${path(locale, 'contact')}${ref ? `?ref=${encodeURIComponent(ref)}` : ''}${hash ? `#${hash.replace(/^#/, '')}` : ''}`,
  wishlist: (locale: Locale) => path(locale, 'wishlist'),
  legal: (locale: Locale, doc: LegalDocument) => path(locale, 'legal', doc),
  /**
   * Search results: flow and zero-based page in the query (defaults left out), the search state in the hash;
   * a landing (a city, region or theme by its slug) in the path: `/recherche/theme/romantique`.
   */
  search: (locale: Locale, { flow, page, from, hash, landing }: SearchHrefOptions = {}) => {
    // A CMS link may carry any flow text: written as given (the results page reads it back with the same table).
    const entries = writeKeys(QUERY_KEYS, { flow: flow as Flow | undefined, page, from: from || undefined });
    const search = new URLSearchParams(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
    const base = landing ? searchPath(locale, landingParams(landing)) : path(locale, 'search');
    return `${base}${search ? `?${search}` : ''}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
  },
  /** The hotel flow's results for one hotel's offers: `/recherche?flow=hotel#hotelId=12`. */
  hotelOffers: (locale: Locale, hotelId: number): string => href.search(locale, { flow: 'hotel', hash: resultsFocusHash({ hotelId }) }),
  /** The results narrowed to one offer (a card without a page of its own): `/recherche?flow=gifting#id=42`. */
  offerResults: (locale: Locale, offerId: number, flow?: Flow): string => href.search(locale, { flow, hash: resultsFocusHash({ id: offerId }) }),
  /** A stay product page: `/sejour/123/week-end-a-lyon?flow=gifting#checkin=…`. */
  product: (locale: Locale, offerId: number, { slug, flow, hash }: ProductHrefOptions = {}) => {
    const base = slug ? path(locale, 'product', String(offerId), slug) : path(locale, 'product', String(offerId));
    const query = flow && flow !== 'booking' ? `?${QUERY_KEYS.flow.key}=${encodeURIComponent(flow)}` : '';
    return `${base}${query}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
  },
  /** A hotel page (§2.2): `/hotel/123`, the search's flow in the query (`?flow=hotel` from the hotel flow's cards), the visitor's stay in the hash (PRODUCT_HASH_KEYS), or `#products` for its offers. */
  hotel: (locale: Locale, hotelId: number, { hash, flow }: { hash?: string; flow?: Flow } = {}) =>
    `${path(locale, 'hotel', String(hotelId))}${flow ? `?${QUERY_KEYS.flow.key}=${encodeURIComponent(flow)}` : ''}${hash ? `#${hash.replace(/^#/, '')}` : ''}`,
  /** The stay checkout of an offer, the quote's criteria in the hash. */
  stayCheckout: (locale: Locale, offerId: number, { hash }: StayCheckoutHrefOptions = {}) =>
    `${path(locale, 'stayCheckout', String(offerId))}${hash ? `#${hash.replace(/^#/, '')}` : ''}`,
  /** An order's confirmation; with its access key the page can read the order (`#key=…`). */
  confirmation: (locale: Locale, bookingNumber: string, accessKey?: string) =>
    `${path(locale, 'confirmation', bookingNumber)}${accessKey ? `#${CONFIRMATION_KEY_HASH}=${encodeURIComponent(accessKey)}` : ''}`,
  /** 'My booking'; the contact page's quick actions say what the visitor wants to do in the hash (`#request=cancel`, §2.10). */
  bookingLookup: (locale: Locale, { request }: { request?: BookingRequest } = {}) =>
    `${path(locale, 'bookingLookup')}${request ? `#${BOOKING_REQUEST_HASH}=${request}` : ''}`,
  /** The gift box listing. */
  giftBoxes: (locale: Locale) => path(locale, 'giftBoxes'),
  /** A gift box's page: `/coffrets-cadeaux/p/escapade-romantique/ROMANCE1N-EBOX` (the code names the format). */
  giftBox: (locale: Locale, { slug, code }: { slug: string; code: string }) => path(locale, 'giftBox', GIFT_BOX_KEYWORD, slug, code),
  /** An activity sold alone; `people` (1 or 2) in the hash as `a` (§2.3). */
  activity: (locale: Locale, activityId: number, { people }: { people?: number } = {}) =>
    `${path(locale, 'activity', String(activityId))}${people ? `#${ACTIVITY_PEOPLE_HASH}=${people}` : ''}`,
  /** The gift card customisation page. */
  giftCard: (locale: Locale) => path(locale, 'giftCard', GIFT_CARD_CUSTOMIZATION),
  /** The weekend ideas page. */
  weekendIdeas: (locale: Locale) => path(locale, 'weekendIdeas'),
  /** A landing page of the content service by its slug. */
  landing: (locale: Locale, slug: string) => path(locale, 'landing', slug),
  /** A static content page by its id. */
  contentPage: (locale: Locale, id: string) => path(locale, 'contentPage', id),
  /** A partner minisite by its slug (it lives in its own locale only). */
  minisite: (locale: Locale, slug: string) => path(locale, 'minisite', slug),
  /** The beneficiary's login and redemption (§2.13): `/beneficiary/login`. */
  beneficiaryLogin: (locale: Locale) => path(locale, 'beneficiary', BENEFICIARY_LOGIN),
  /**
   * The gift checkout's hand-off of an activity (§4): `/reservation/cadeau?customType=OWN_USE#id=123&a=2`; the
   * number of people defaults to 2; `customType=OWN_USE` only for a purchase for oneself.
   */
  giftCheckout: (locale: Locale, { id, people, ownUse }: { id: number; people?: number; ownUse?: boolean }) =>
    `/${CHECKOUT_SEGMENT[locale]}/${GIFT_CHECKOUT_SEGMENT[locale]}${ownUse ? `?customType=${OWN_USE}` : ''}#id=${id}&${ACTIVITY_PEOPLE_HASH}=${people ?? 2}`,
  /** A stay offered (the product page's gifting, §4): `?productType=SINGLEVOUCHER#id=…&giftNights=…` (and `bucket`, `upsell=availability`, `giftFormat=physical` with its `sleeves`). */
  giftStayCheckout: (locale: Locale, { id, giftNights, bucket, upsell, physical, sleeve }: { id: number; giftNights: number; bucket?: number | null; upsell?: boolean; physical?: boolean; sleeve?: number | null }) =>
    `/${CHECKOUT_SEGMENT[locale]}/${GIFT_CHECKOUT_SEGMENT[locale]}?productType=SINGLEVOUCHER#id=${id}&giftNights=${giftNights}${bucket ? `&bucket=${bucket}` : ''}${upsell ? '&upsell=availability' : ''}${physical ? `&giftFormat=physical${sleeve ? `&sleeves=${sleeve}` : ''}` : ''}`,
  /** The gift card's hand-off to the gift checkout: product type, amount (cents) and design in the query. */
  giftCardCheckout: (locale: Locale, { amount, design }: { amount: number; design: string }) =>
    `/${CHECKOUT_SEGMENT[locale]}/${GIFT_CHECKOUT_SEGMENT[locale]}?${new URLSearchParams({ productType: 'GIFTCARD', amount: String(amount), design }).toString()}`,
  /** An account page; sign-in and sign-up carry where to return (`?origin=/recherche`, a path of this site). */
  account: (locale: Locale, section: AccountSection, { origin }: { origin?: string } = {}) => {
    const back = safeOrigin(origin);
    return `${path(locale, 'account', section)}${back ? `?origin=${encodeURIComponent(back)}` : ''}`;
  },
  /** The box checkout's hand-off (§4): the box code and its format in the query. */
  boxCheckout: (locale: Locale, { code, giftFormat }: { code: string; giftFormat: 'digital' | 'physical' }) =>
    `/${CHECKOUT_SEGMENT[locale]}/${BOX_CHECKOUT_SEGMENT[locale]}?${new URLSearchParams({ code, giftFormat }).toString()}`,
};

export type ProductHrefOptions = {
  /** The slug of the offer's label in the page's language (`slugOf(label)`); left out, the page redirects to it. */
  slug?: string;
  /** booking (default, not written) or gifting (§2.1 'flow search parameter'). */
  flow?: Flow;
  /** The stay's dates and guests, written with PRODUCT_HASH_KEYS (src/shared/search-address/address-keys.ts). */
  hash?: string;
};

export type StayCheckoutHrefOptions = { hash?: string };

export type SearchHrefOptions = { flow?: string; page?: number; from?: string; hash?: string; landing?: SearchLandingRef };

/** The search route with a match's parameters, the keyword in the locale's words. */
function searchPath(locale: Locale, params: readonly string[]): string {
  const landing = searchLandingOf(params);
  if (!landing) return path(locale, 'search');
  return landing.kind === 'city' ? path(locale, 'search', landing.slug) : path(locale, 'search', SEARCH_LANDING_KEYWORDS[landing.kind][locale], landing.slug);
}

/** The same page in another locale: used for hreflang alternates and the country switcher. */
export function hrefInLocale(match: RouteMatch | null, locale: Locale): string {
  if (!match) return '/';
  const def = ROUTES[match.key];
  if (match.key === 'home') return '/';
  if (match.key === 'search') return searchPath(locale, match.params);
  // A product's slug is in one language: another locale's page names it in its own (the loader's localePaths).
  if (match.key === 'product') return path(locale, 'product', ...match.params.slice(0, 1));
  return path(locale, match.key, ...match.params.slice(0, def.params));
}

/** Locale-prefixed path: the default locale has no prefix (Next's i18n sub-path routing). */
export function absolutePath(locale: Locale, relative: string, defaultLocale: Locale = 'fr-FR'): string {
  if (locale === defaultLocale) return relative;
  return relative === '/' ? `/${locale}` : `/${locale}${relative}`;
}
