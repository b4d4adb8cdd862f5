/** @jest-environment node */
// Issue 21 §3, in-process: each page kind run as the server runs it (proxy.ts, the catch-all's getServerSideProps,
// the document), with the header pair it answers: Cache-Control and the kind of CSP. A page every visitor shares is
// public for a shared cache with a hash-based CSP naming exactly the inline code of its HTML; a request with a cookie
// gets a private answer with the request's nonce.
process.env.SEARCH_ENGINE = 'sql';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { GetServerSidePropsContext } from 'next';
import type { DocumentContext } from 'next/dist/shared/lib/utils';
import { NextRequest } from 'next/server';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getCatchAllProps } from '@/site/server/get-server-side-props';
import { pageCacheControl, PRIVATE_PAGE_CACHE, SHARED_PAGE_CACHE, visitorDependence } from '@/site/server/page-cache';
import type { AppPageProps } from '@/site/page-types';
import { href } from '@/shared/routes';
import { pageKindPaths } from '../page-kinds';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import EscapadeDocument from '../../pages/_document';
import { proxy } from '../../proxy';
import { useDb } from '../faults/in-process';
import { renderApp } from '../fuzz/render-app';
import { parseCsp, securityProblems } from './csp';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, shared with next.config.js
const { SECURITY_HEADERS } = require('../../src/lib/security/security-headers.js') as { SECURITY_HEADERS: { key: string; value: string }[] };

type Answer = { status: number; headers: Record<string, string>; html: string; styles: string; page: string };

/** One page request through the proxy, getServerSideProps and the document, as `next start` runs them (fr-FR). */
async function answer(path: string, cookie?: string): Promise<Answer> {
  const [pathname, search = ''] = path.split('?');
  // next.config.js's set on every path, then what the proxy, getServerSideProps and the document set.
  const headers: Record<string, string> = Object.fromEntries(SECURITY_HEADERS.map((h) => [h.key.toLowerCase(), h.value]));
  const proxied = proxy(new NextRequest(`http://localhost${path}`));
  proxied.headers.forEach((value, key) => {
    if (!key.startsWith('x-middleware')) headers[key] = value;
  });
  const requestHeaders: Record<string, string> = {};
  const nonce = proxied.headers.get('x-middleware-request-x-nonce');
  if (nonce) requestHeaders['x-nonce'] = nonce;
  if (cookie) requestHeaders.cookie = cookie;
  const req = { headers: requestHeaders, url: path } as unknown as IncomingMessage;
  const res = {
    statusCode: 200,
    headersSent: false,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
      return res;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  const slug = pathname.split('/').filter(Boolean);
  const query = Object.fromEntries(new URLSearchParams(search));
  const ctx = { locale: 'fr-FR', params: { slug }, query: { ...query, ...(slug.length ? { slug } : {}) }, req, res, resolvedUrl: path } as unknown as GetServerSidePropsContext;
  const result = await getCatchAllProps(ctx);
  if ('redirect' in result) return answer(result.redirect.destination, cookie);
  if (!('props' in result)) throw new Error(`no page for ${path}`);
  const props = (await result.props) as AppPageProps;
  const docCtx = {
    req,
    res,
    pathname: '/[[...slug]]',
    query,
    asPath: path,
    locale: 'fr-FR',
    renderPage: async (options?: { enhanceApp?: (App: unknown) => (p: unknown) => ReactNode }) => ({
      html: await renderApp(props, path, options?.enhanceApp),
      head: [],
    }),
    defaultGetInitialProps: async (c: DocumentContext) => ({ ...(await c.renderPage({ enhanceApp: (App) => App })), styles: [] }),
  } as unknown as DocumentContext;
  const doc = await EscapadeDocument.getInitialProps(docCtx);
  return { status: res.statusCode, headers, html: doc.html, styles: renderToStaticMarkup(<>{doc.styles as ReactNode}</>), page: props.page };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** Inline code the browser runs or applies: scripts without src (data types left out), style elements. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs)).map((m) => m[2]);
const inlineStyles = (html: string) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);

describe('the header pair of every page kind (Cache-Control, CSP)', () => {
  let t: SeededTestDb;
  const pages: [string, string, string][] = [];
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: null });
    useDb(t.db);
    pages.push(...(await pageKindPaths(t.db)));
  }, 180_000);
  afterAll(async () => {
    useDb(undefined);
    await t?.destroy();
    logged.mockRestore();
  });

  it('answers every page kind, without a cookie, public for a shared cache with a CSP of hashes only', async () => {
    expect(pages.length).toBe(16);
    for (const [what, page, path] of pages) {
      const got = await answer(path);
      expect({ what, page: got.page }).toEqual({ what, page });
      expect({ what, cache: got.headers['cache-control'] }).toEqual({ what, cache: SHARED_PAGE_CACHE });
      expect({ what, problems: securityProblems(got.headers, 'shared page') }).toEqual({ what, problems: [] });
      const csp = parseCsp(got.headers['content-security-policy']);
      // The inline scripts the HTML runs, and every style element it holds, by hash; no nonce anywhere.
      // (plus, with a production build at hand, the chunk loader's bootstrap NextScript adds: next-bootstrap-hash.ts)
      const scripts = (csp.get('script-src') ?? []).slice(1);
      const inHtml = [...new Set(inlineScripts(got.html).map(sha256))];
      expect({ what, scripts }).toEqual({ what, scripts: expect.arrayContaining(inHtml) });
      expect(scripts.length).toBeLessThanOrEqual(inHtml.length + 1);
      // Style elements: exactly the server-rendered ones and the empty tag styled-components and the scroll lock fill
      // through the CSSOM, in one directive (style-src-elem would repeat the list: issue 31, headers under 3.5 KiB).
      expect(csp.has('style-src-elem')).toBe(false);
      const styles = csp.get('style-src') ?? [];
      const ssrStyles = inlineStyles(got.styles);
      expect(ssrStyles.length).toBeGreaterThan(0);
      expect({ what, styles: [...styles].sort() }).toEqual({ what, styles: [...new Set(["'self'", sha256(''), ...ssrStyles.map(sha256)])].sort() });
      expect({ what, nonce: /\snonce=/.test(got.html + got.styles) }).toEqual({ what, nonce: false });
    }
  }, 300_000);

  it('lets the results, product and not-found pages run their inline scripts by hash', async () => {
    for (const path of [href.search('fr-FR'), pages.find(([, page]) => page === 'product')![2], '/nope/nope']) {
      const got = await answer(path);
      const scripts = inlineScripts(got.html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(got.headers['content-security-policy']).toContain(sha256(script));
    }
  }, 120_000);

  it.each([
    ['the testers’ flags cookie', 'escapade-flags=autoDiscountCode%3Aon'],
    ['a session cookie', 'escapade-session=abc'],
    ['the customer-care agent cookie', 'escapade-agent=xyz'],
    ['the consent cookie', 'escapade-consent=analytics'],
  ])('answers a page requested with %s private, with the request’s nonce', async (_what, cookie) => {
    for (const path of [href.home('fr-FR'), href.search('fr-FR')]) {
      const got = await answer(path, cookie);
      expect(got.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
      expect(securityProblems(got.headers, 'page')).toEqual([]);
      const nonce = /'nonce-([^']+)'/.exec(got.headers['content-security-policy'])![1];
      expect(got.html + got.styles).toContain(`nonce="${nonce}"`);
    }
  }, 120_000);

  it('keeps a page shareable with only Next’s locale cookie, and private in draft mode or when the answer sets a cookie', () => {
    expect(visitorDependence({ cookie: 'NEXT_LOCALE=fr-FR', draftMode: false })).toBeNull();
    expect(visitorDependence({ cookie: undefined, draftMode: true })).toBe('draft mode');
    expect(visitorDependence({ cookie: 'NEXT_LOCALE=fr-FR; other=1', draftMode: false })).toBe('cookie other');
    const setting = { statusCode: 200, getHeader: (name: string) => (name === 'set-cookie' ? ['a=1'] : undefined) } as unknown as ServerResponse;
    expect(pageCacheControl('shared', setting)).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl('shared', { statusCode: 503, getHeader: () => undefined } as unknown as ServerResponse)).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl('shared', { statusCode: 404, getHeader: () => undefined } as unknown as ServerResponse)).toBe(SHARED_PAGE_CACHE);
  });
});
