import type { Locale } from '@/lib/locales';
import { href } from './routes';
import { QUERY_KEYS } from './search-address/query-keys';

/** Query parameters of the results page (search-and-discovery §2): everything else of a search state goes in the hash. */
const QUERY = new Set(Object.values(QUERY_KEYS).map((entry) => entry.key));
const SAFE_SCHEME = /^(https?|mailto|tel):/i;

export type ContentLink = { href: string; external: boolean };

/**
 * Where a link written in the CMS leads. Content links are site paths ('/giftcard'), full addresses
 * ('https://…', 'mailto:…'), or search states ('theme=26', '#city=3', 'flow=gifting&type=BOX') that open the
 * results page: flow, page and from go in its query, the rest in its hash. Unsafe or empty links give null
 * (the catalog already drops them; this keeps the site safe against any other backend).
 */
export function contentHref(locale: Locale, url: string | null | undefined): ContentLink | null {
  const value = (url ?? '').trim();
  if (value === '' || /[\u0000-\u001f\u007f]/.test(value) || value.startsWith('//') || value.startsWith('\\')) return null;
  if (SAFE_SCHEME.test(value)) return { href: value, external: true };
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  if (value.startsWith('/')) return { href: value, external: false };

  const params = new URLSearchParams(value.replace(/^[#?]/, ''));
  const hash = new URLSearchParams();
  let flow: string | undefined;
  let page: number | undefined;
  let from: string | undefined;
  for (const [key, param] of params) {
    if (!QUERY.has(key)) hash.append(key, param);
    else if (key === QUERY_KEYS.flow.key) flow = param;
    else if (key === QUERY_KEYS.from.key) from = param;
    else if (/^\d+$/.test(param)) page = Number(param);
  }
  // The hash keeps the CMS's own encoding of values (commas in lists stay commas).
  const hashText = hash.toString().replace(/%2C/gi, ',');
  return { href: href.search(locale, { flow, page, from, hash: hashText || undefined }), external: false };
}
