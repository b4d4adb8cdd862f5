import type { IncomingHttpHeaders } from 'node:http';
import { env } from '@/lib/env';

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Host names (with port) the site answers as itself: SITE_URL's and the I18N_DOMAINS domains. */
export function siteHosts(config: { SITE_URL: string; I18N_DOMAINS?: string } = env()): string[] {
  const hosts = [new URL(config.SITE_URL).host];
  for (const entry of (config.I18N_DOMAINS ?? '').split(',')) {
    const domain = entry.split('=')[0]?.trim().toLowerCase();
    if (domain) hosts.push(domain);
  }
  return hosts;
}

/**
 * Why a request that stores something is refused as cross-site, or null when it may go on. Browsers say where a
 * request comes from: `Sec-Fetch-Site` (every current browser) must be `same-origin`; without it, an `Origin` (sent
 * with every cross-origin POST and fetch) must name this site: its own Host, SITE_URL or an I18N_DOMAINS domain.
 * A request with neither is not a browser's cross-site request (curl, a server) and goes on: a header check only
 * stops what a visitor's browser could be made to send.
 */
export function crossSiteProblem(headers: IncomingHttpHeaders, hosts: readonly string[] = siteHosts()): string | null {
  const fetchSite = header(headers, 'sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin' ? null : `a ${fetchSite} request (Sec-Fetch-Site)`;
  const origin = header(headers, 'origin');
  if (origin === undefined) return null;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return `a request from ${origin.slice(0, 100)}`;
    host = url.host.toLowerCase();
  } catch {
    return `a request from ${origin.slice(0, 100)}`;
  }
  const own = header(headers, 'host')?.toLowerCase();
  return host === own || hosts.includes(host) ? null : `a request from ${origin.slice(0, 100)}`;
}

/** True when the body is declared as JSON (`application/json`, any parameters). */
export function isJsonContentType(headers: IncomingHttpHeaders): boolean {
  const type = header(headers, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}
