import { expect, test, localePath, SEGMENTS, type Locale } from './fixtures';
import { DEFAULT_LOCALE, LOCALES } from './fixtures/catalog';

/*
 * Every link the server writes, on every page kind, is a full localised address that opens a live page (issue 23
 * point 1): a link without its locale prefix opens the French page (or a 404) when shared or opened in a new tab.
 * Links are read from the server's HTML, as a crawler or a new tab sees them; the walk is viewport-independent, so
 * the desktop project of each locale runs it (playwright.config.ts, ONLY_IN).
 */
type FoundLink = { href: string; hreflang: string | null; on: string };

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

function linksOf(html: string, on: string): FoundLink[] {
  const links: FoundLink[] = [];
  for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    if (href === undefined) continue;
    links.push({ href: decode(href), hreflang: /\shreflang="([^"]*)"/i.exec(tag)?.[1] ?? null, on });
  }
  return links;
}

/** The locale a site path opens: its prefix, or the default locale's page when it has none. */
function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : DEFAULT_LOCALE;
}

test('every link on every page kind keeps the locale and opens a live page', async ({ request }, testInfo) => {
  test.setTimeout(120_000);
  const locale = testInfo.project.metadata.locale as Locale;
  const s = SEGMENTS[locale];
  const pages = ['/', `/${s.search}`, `/${s.contact}`, `/${s.legal}/sales-conditions`, `/${s.wishlist}`, '/be', '/no-such-page-for-escapade'].map((p) => localePath(locale, p));
  const scanned = new Set<string>();
  const found: FoundLink[] = [];
  const scan = async (path: string) => {
    if (scanned.has(path)) return;
    scanned.add(path);
    const response = await request.get(path);
    expect([200, 404], `status of ${path}`).toContain(response.status());
    found.push(...linksOf(await response.text(), path));
  };
  for (const path of pages) await scan(path);
  // One page of each kind the first pages lead to (a product, a search landing), read in turn.
  const kinds = new Map<string, string>();
  for (const link of found) {
    if (!link.href.startsWith('/') || link.href.startsWith('//')) continue;
    const { pathname } = new URL(link.href, 'http://x');
    if (localeOfPath(pathname) !== locale) continue;
    const parts = pathname.split('/').filter(Boolean);
    const rest = (LOCALES as readonly string[]).includes(parts[0]) ? parts.slice(1) : parts;
    const kind = `${rest[0] ?? ''}/${rest.length}`;
    if (!kinds.has(kind)) kinds.set(kind, pathname);
  }
  for (const path of kinds.values()) await scan(path);

  const internal = found.filter((l) => l.href.startsWith('/') && !l.href.startsWith('//'));
  expect(internal.length).toBeGreaterThan(20);
  // Each link opens the page in the visitor's locale, unless it says (hreflang) that it leads to another one.
  const wrong = internal.filter((l) => localeOfPath(new URL(l.href, 'http://x').pathname) !== (l.hreflang ?? locale)).map((l) => `${l.href} on ${l.on}`);
  expect([...new Set(wrong)], 'links that lose their locale').toEqual([]);

  const targets = [...new Set(internal.map((l) => { const u = new URL(l.href, 'http://x'); return u.pathname + u.search; }))];
  const dead: string[] = [];
  for (let i = 0; i < targets.length; i += 6) {
    await Promise.all(
      targets.slice(i, i + 6).map(async (target) => {
        const response = await request.get(target, { maxRedirects: 3 });
        if (response.status() !== 200) dead.push(`${target}: ${response.status()}`);
      }),
    );
  }
  expect(dead, 'links that do not open a live page').toEqual([]);
});
