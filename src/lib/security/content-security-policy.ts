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

type CspOptions = { nonce: string; dev: boolean; imageOrigins: string[]; connectOrigins: string[] };

/**
 * Nonce-based policy for pages: no 'unsafe-inline' or 'unsafe-eval' in script-src (eval only in dev for
 * React refresh); style elements need the nonce too; inline style attributes (used by Radix positioning
 * and Leaflet) are allowed through style-src-attr only.
 */
export function pageCsp({ nonce, dev, imageOrigins, connectOrigins }: CspOptions): string {
  const list = (items: string[]) => items.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // Dev tooling (overlay, hot reload) injects style tags without the nonce.
    dev ? `style-src 'self' 'unsafe-inline'` : `style-src 'self' 'nonce-${nonce}'`,
    dev ? `style-src-elem 'self' 'unsafe-inline'` : `style-src-elem 'self' 'nonce-${nonce}'`,
    `style-src-attr 'unsafe-inline'`,
    `img-src ${list(["'self'", 'data:', 'blob:', ...imageOrigins])}`,
    `font-src 'self'`,
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

/** API answers are data, never documents. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

/** The request's CSP nonce as proxy.ts set it (x-nonce), or null when absent or malformed. */
export function requestNonce(headers: Record<string, string | string[] | undefined>): string | null {
  const header = headers['x-nonce'];
  return typeof header === 'string' && /^[A-Za-z0-9+/=]+$/.test(header) ? header : null;
}
