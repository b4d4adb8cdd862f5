import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Who may keep a server-rendered page (issue 21 §3). A page whose HTML is the same for every visitor may be kept by a
 * CDN or reverse proxy for a minute and served stale for ten while it is fetched again; it carries the hash-based CSP
 * (a per-response nonce replayed from a cache would be worthless). Anything that may make the HTML the visitor's own
 * keeps the nonce CSP and is never stored. The app itself keeps no HTML cache.
 */
export const SHARED_PAGE_CACHE = 'public, s-maxage=60, stale-while-revalidate=600';
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/**
 * Cookies that never change a page's HTML: Next's own locale choice (it only steers the redirect of `/`). Every other
 * cookie (the testers' flags, a customer's session, customer care's agent cookie, the consent choice, and any cookie
 * added later) counts as "the HTML may depend on this visitor": the safe default for a cookie nobody listed here.
 */
const COOKIES_THAT_CHANGE_NOTHING: ReadonlySet<string> = new Set(['NEXT_LOCALE']);

/** The names of the cookies a request carries (empty names and malformed pairs are skipped). */
export function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean);
}

export type PageCacheInput = {
  /** The request's Cookie header. */
  cookie: string | undefined;
  /** Next's draft (preview) mode is on. */
  draftMode: boolean;
};

/** Why a page request may get HTML of its own (null: the HTML depends on nothing but the address). */
export function visitorDependence({ cookie, draftMode }: PageCacheInput): string | null {
  if (draftMode) return 'draft mode';
  const personal = cookieNames(cookie).find((name) => !COOKIES_THAT_CHANGE_NOTHING.has(name));
  return personal ? `cookie ${personal}` : null;
}

/** Whether an answer sets a cookie: such an answer is the visitor's own, whatever the page. */
export function setsCookie(res: Partial<Pick<ServerResponse, 'getHeader'>>): boolean {
  const value = res.getHeader?.('set-cookie');
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
}

/** The request header proxy.ts hands the nonce in (`requestNonce` reads it). */
export const NONCE_REQUEST_HEADER = 'x-nonce';

/**
 * Before the page is loaded: a page the whole audience shares drops the request's nonce, so neither the loaders (their
 * inline scripts) nor the document put one in HTML a cache will replay; the document then sets the hash-based CSP.
 */
export function preparePageAnswer(req: IncomingMessage, input: PageCacheInput): 'shared' | 'private' {
  if (visitorDependence(input)) return 'private';
  delete req.headers[NONCE_REQUEST_HEADER];
  return 'shared';
}

/**
 * After the page is loaded: the Cache-Control header of the answer. A loader that set a cookie, or an answer that is
 * not the page (the degraded 503), makes it private even when the request looked shareable.
 */
export function pageCacheControl(decision: 'shared' | 'private', res: Pick<ServerResponse, 'statusCode'> & Partial<Pick<ServerResponse, 'getHeader'>>): string {
  return decision === 'shared' && !setsCookie(res) && res.statusCode < 500 ? SHARED_PAGE_CACHE : PRIVATE_PAGE_CACHE;
}
