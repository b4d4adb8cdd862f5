/** Origins a URL template points at ('' for relative ones): used to allow tiles and upstream calls. */
export function originOf(url: string | undefined): string {
  if (!url) return '';
  try {
    const parsed = new URL(url.replace(/\{[a-z]\}/gi, 'a'));
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : '';
  } catch {
    return '';
  }
}

type CspOptions = { nonce: string; dev: boolean; imageOrigins: string[]; connectOrigins: string[]; mediaOrigins?: string[] };

/** Where the inline code a policy lets run comes from: the request's nonce, or the hashes of what the page holds. */
type InlineSources = { scripts: string[]; styles: string[] };

function policy({ scripts, styles }: InlineSources, { dev, imageOrigins, connectOrigins, mediaOrigins = [] }: Omit<CspOptions, 'nonce'>, strictDynamic: boolean): string {
  const list = (items: string[]) => items.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(["'self'", ...scripts, strictDynamic ? "'strict-dynamic'" : '', dev ? "'unsafe-eval'" : ''])}`,
    // Dev tooling (overlay, hot reload) injects style tags without the nonce. Style elements follow style-src (no
    // style-src-elem: the same list twice, the largest part of the headers, issue 31); attributes have their own.
    dev ? `style-src 'self' 'unsafe-inline'` : `style-src ${list(["'self'", ...styles])}`,
    `style-src-attr 'unsafe-inline'`,
    `img-src ${list(["'self'", 'data:', 'blob:', ...imageOrigins])}`,
    `font-src 'self'`,
    `media-src ${list(["'self'", ...mediaOrigins])}`,
    `connect-src ${list(["'self'", ...connectOrigins, dev ? 'ws:' : ''])}`,
    `frame-src 'none'`,
    `frame-ancestors 'none'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `manifest-src 'self'`,
    `worker-src 'self' blob:`,
    ...(dev ? [] : ['upgrade-insecure-requests']),
  ].join('; ');
}

/**
 * Nonce-based policy for pages: no 'unsafe-inline' or 'unsafe-eval' in script-src (eval only in dev for
 * React refresh); style elements need the nonce too (style-src); inline style attributes (used by Radix positioning
 * and Leaflet) are allowed through style-src-attr only.
 */
export function pageCsp({ nonce, ...options }: CspOptions): string {
  return policy({ scripts: [`'nonce-${nonce}'`], styles: [`'nonce-${nonce}'`] }, options, true);
}

/**
 * Hash-based policy for pages a shared cache may keep (issue 21 §3, src/site/server/page-cache.ts): scripts from the
 * site itself plus the inline scripts the page holds, by their sha256; style elements the same way (the page's
 * server-rendered styles, and the empty tag styled-components and the modals' scroll lock fill through the CSSOM). No
 * 'strict-dynamic' (it would ignore 'self', and Next's script tags carry no nonce here), no 'unsafe-inline'.
 */
export function hashedPageCsp({ scriptHashes, styleHashes, ...options }: Omit<CspOptions, 'nonce'> & { scriptHashes: string[]; styleHashes: string[] }): string {
  const unique = (hashes: string[]) => [...new Set(hashes)].map((hash) => `'${hash}'`);
  return policy({ scripts: unique(scriptHashes), styles: unique(styleHashes) }, options, false);
}

/** The origins and mode every page policy of this server uses (proxy.ts and the document). */
export function pagePolicyOptions(): Omit<CspOptions, 'nonce'> {
  return {
    dev: process.env.NODE_ENV === 'development',
    imageOrigins: [originOf(process.env.MAP_TILE_URL)],
    connectOrigins: [originOf(process.env.API_BASE_URL), originOf(process.env.ANALYTICS_BASE_URL)],
    // The how-it-works video and its captions may come from a media server (HOW_IT_WORKS_VIDEO_URL, decisions 28).
    mediaOrigins: [originOf(process.env.HOW_IT_WORKS_VIDEO_URL), originOf(process.env.HOW_IT_WORKS_CAPTIONS_URL)],
  };
}

/** API answers are data, never documents. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

/** The request's CSP nonce as proxy.ts set it (x-nonce), or null when absent or malformed. */
export function requestNonce(headers: Record<string, string | string[] | undefined>): string | null {
  const header = headers['x-nonce'];
  return typeof header === 'string' && /^[A-Za-z0-9+/=]+$/.test(header) ? header : null;
}
