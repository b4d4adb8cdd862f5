import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnvConfig } from '@next/env';
import type { APIRequestContext, Page } from '@playwright/test';
import fc from 'fast-check';
import { clientFiles, leaks, secretsOf } from '../tests/security/client-bundle';
import { securityProblems } from '../tests/security/csp';
import { UNESCAPED_MARKUP, XSS_PAYLOADS } from '../tests/security/xss-payloads';
import { expect, test } from './fixtures';

// Runs in one project (fr-FR-desktop, see playwright.config.ts): what it proves does not depend on the locale.
// Hooks a payload would call: __xss(n) and the dialogs; a CSP violation means markup got in, even if it did not run.
const TRAP = () => {
  const w = window as unknown as { __xssHits: string[]; __xss: (n: number) => void };
  w.__xssHits = [];
  w.__xss = (n) => w.__xssHits.push(`ran payload ${n}`);
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    (window as unknown as Record<string, (arg?: unknown) => void>)[name] = (arg) => w.__xssHits.push(`${name}(${String(arg)})`);
  }
  document.addEventListener('securitypolicyviolation', (e) => w.__xssHits.push(`CSP blocked ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`));
};

/** What payloads did in the page: runs, dialogs, CSP violations, and elements or URLs that only unescaped markup makes. */
async function sideEffects(page: Page): Promise<string[]> {
  return page.evaluate((unescaped) => {
    const found = [...((window as unknown as { __xssHits?: string[] }).__xssHits ?? [])];
    for (const el of document.querySelectorAll('[data-xss]')) found.push(`element from a payload: ${el.outerHTML.slice(0, 80)}`);
    for (const el of document.querySelectorAll('[href], [src], [action], [formaction]')) {
      for (const attr of ['href', 'src', 'action', 'formaction']) {
        const value = el.getAttribute(attr) ?? '';
        if (new RegExp(unescaped, 'i').test(`${attr}="${value}"`)) found.push(`${attr}="${value.slice(0, 60)}"`);
      }
    }
    return found;
  }, UNESCAPED_MARKUP.source);
}

/** Answers GET requests in small parallel batches (the server renders each one). */
async function getAll(request: APIRequestContext, urls: string[]) {
  const answers: { url: string; status: number; body: string; headers: Record<string, string> }[] = [];
  for (let i = 0; i < urls.length; i += 6) {
    answers.push(
      ...(await Promise.all(
        urls.slice(i, i + 6).map(async (url) => {
          const response = await request.get(url, { maxRedirects: 0 });
          return { url, status: response.status(), body: await response.text(), headers: response.headers() };
        }),
      )),
    );
  }
  return answers;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(TRAP);
  page.on('dialog', (dialog) => void dialog.dismiss());
});

test('every response kind carries the security headers, no server secret ships, and query payloads come back escaped', async ({ page, request, site }) => {
  // Hundreds of requests and page loads: on a busy 2-core machine this took up to 4 min.
  test.setTimeout(600_000);

  await test.step('headers of a page, the 404 page, API answers, build assets, public files and images', async () => {
    const home = await site.visit('/');
    const chunk = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
    const picture = await request.get('/api/offers.json?locale=fr_FR&pageSize=1').then(async (r) => ((await r.json()) as { exactMatch: { imageUrl: string }[] }).exactMatch[0]!.imageUrl);
    const imagePath = new URL(picture, 'http://x').pathname;
    const kinds: [string, string, 'page' | 'api' | 'asset', number[]][] = [
      ['page', '/', 'page', [200]],
      ['page of a locale', '/es-ES', 'page', [200]],
      ['search page', '/recherche?flow=gifting', 'page', [200]],
      ['404 page', '/cette-page-nexiste-pas', 'page', [404]],
      ['Next 404 of a missing asset', '/_next/static/missing.js', 'asset', [404]],
      ['API answer', '/api/offers.json?locale=fr_FR&pageSize=1', 'api', [200]],
      ['API error', '/api/offers.json?orderBy=%27%20OR%201%3D1', 'api', [400]],
      ['catalog picture', imagePath, 'api', [200, 404]],
      ['optimised image', `/_next/image?url=${encodeURIComponent(imagePath)}&w=640&q=75`, 'asset', [200]],
      ['build asset', chunk!, 'asset', [200]],
      ['public file', '/favicon.svg', 'asset', [200]],
    ];
    expect(securityProblems(home.headers(), 'page')).toEqual([]);
    for (const [label, path, kind, statuses] of kinds) {
      const response = await request.get(path);
      expect(statuses, `${label}: HTTP ${response.status()} for ${path}`).toContain(response.status());
      expect(securityProblems(response.headers(), kind), `${label} (${path})`).toEqual([]);
    }
  });

  await test.step('the client build holds no value of a server-only variable (environment and .env files)', async () => {
    if (process.env.E2E_BASE_URL) return; // an external server: no local build to scan
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    expect(existsSync(join(distDir, 'static')), `a build in ${distDir}`).toBe(true);
    const { combinedEnv } = loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error }, true);
    const secrets = secretsOf({ ...combinedEnv, ...process.env });
    const files = clientFiles(distDir);
    expect(files.length).toBeGreaterThan(5);
    expect(leaks(files, secrets)).toEqual([]);
  });

  await test.step(`${XSS_PAYLOADS.length} payloads in query parameters and paths come back escaped, never as markup`, async () => {
    const urls = XSS_PAYLOADS.flatMap(({ text }, i) => [
      `/recherche?from=${encodeURIComponent(text)}&flow=${encodeURIComponent(text)}&page=${encodeURIComponent(text)}&${encodeURIComponent(text)}=1`,
      ...(i % 4 === 0 ? [`/${encodeURIComponent(text)}`] : []),
    ]);
    for (const answer of await getAll(request, urls)) {
      expect(answer.status, answer.url).toBeLessThan(500);
      expect(UNESCAPED_MARKUP.exec(answer.body)?.[0], `unescaped payload in ${answer.url}`).toBeUndefined();
    }
  });

  await test.step('in the browser, query payloads neither run nor add elements', async () => {
    for (const { text } of [XSS_PAYLOADS[0], XSS_PAYLOADS[1], XSS_PAYLOADS[15]]) {
      await site.visit(`/recherche?from=${encodeURIComponent(text)}`);
      expect(await sideEffects(page)).toEqual([]);
    }
  });
});

test('payloads in the address hash, autocomplete terms and catalog content never run or reach the page as markup', async ({ page, request, site, a11y }) => {
  // Hundreds of requests and page loads: on a busy 2-core machine this took up to 4 min.
  test.setTimeout(600_000);
  const crashTitle = site.t('crash.title');
  let served = 0;
  const nextPayload = () => XSS_PAYLOADS[served++ % XSS_PAYLOADS.length].text;

  // Catalog content: every search answer the browser fetches carries payloads in its texts and links.
  const real = (await request.get('/api/offers.json?locale=fr_FR&pageSize=12').then((r) => r.json())) as { exactMatch: Record<string, unknown>[]; searchDetails: unknown };
  const TEXTS = new Set(['label', 'headwords', 'address', 'marketingLabels', 'message', 'targetedLabel', 'zipCode']);
  const poison = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string' && TEXTS.has(key)) return nextPayload();
    if (typeof value === 'string' && key === 'uri') return `javascript:__xss(${served++})`;
    if (Array.isArray(value)) return value.map((v) => poison(v, key));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
    return value;
  };
  // The real answer's shape, its texts and links poisoned; served at once (no server search per hash).
  await page.route('**/api/offers.json?**', (route) => route.fulfill({ json: { ...real, exactMatch: real.exactMatch.map((card) => poison(card)) } }));

  await test.step(`${XSS_PAYLOADS.length} payloads in the hash of the results page, and arbitrary hashes, reach neither the DOM nor the crash page`, async () => {
    await site.visit('/recherche');
    const hashes = [
      ...XSS_PAYLOADS.map(({ text }, i) => (i % 2 ? `from=${text}&city=${text}` : `#from=${encodeURIComponent(text)}&sort=${text}&stars=${text}`)),
      ...fc.sample(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.array(fc.tuple(fc.constantFrom('city', 'from', 'checkin', 'a', 'stars', 'priceMin', 'sort', 'lat'), fc.string()), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))), { numRuns: 40, seed: 7 }),
    ];
    for (const [i, hash] of hashes.entries()) {
      await page.evaluate((h) => {
        window.location.hash = h;
      }, hash);
      if (i % 24 === 23) {
        await page.waitForTimeout(300);
        expect(await sideEffects(page), `after hash ${i}`).toEqual([]);
        await expect(page.getByRole('heading', { name: crashTitle })).toHaveCount(0);
      }
    }
    await page.waitForTimeout(500);
    expect(await sideEffects(page)).toEqual([]);
    expect(served, 'the results page fetched poisoned answers').toBeGreaterThan(0);
    await a11y.check('results page after the hash payloads');
  });

  await test.step('a fresh visit with a payload hash renders the results page', async () => {
    for (const { text } of XSS_PAYLOADS.filter((_, i) => i % 28 === 5)) {
      await page.goto(`${site.path('/recherche')}#from=${encodeURIComponent(text)}&theme=${encodeURIComponent(text)}`);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByRole('heading', { name: crashTitle })).toHaveCount(0);
      expect(await sideEffects(page)).toEqual([]);
    }
  });

  await test.step('autocomplete terms and suggestions full of payloads stay text', async () => {
    // Every term's answer lists suggestions whose labels are payloads containing the term (highlighted by the combobox).
    let next = 0;
    await page.route('**/api/autocomplete-geonames.json?**', (route) => {
      const term = new URL(route.request().url()).searchParams.get('term') ?? '';
      const labels = Array.from({ length: 5 }, () => `${nextPayload()} ${term}`);
      next++;
      return route.fulfill({ json: labels.map((label, i) => ({ id: 9000 + next * 10 + i, label, category: 'city', postalcode: null, latitude: null, longitude: null })) });
    });
    await site.visit('/');
    const combobox = page.getByRole('combobox', { name: site.t('destination.label') });
    for (const { text } of XSS_PAYLOADS.filter((_, i) => i % 6 === 0)) {
      const answered = page.waitForResponse((response) => response.url().includes('/autocomplete-geonames.json'));
      await combobox.fill(text);
      await answered;
      await expect(page.getByRole('option').first()).toBeVisible();
    }
    expect(next).toBeGreaterThan(10);
    expect(await sideEffects(page)).toEqual([]);
    // The same terms at the API itself: a JSON answer (never HTML) or a 400, never an error page.
    for (const answer of await getAll(request, XSS_PAYLOADS.map(({ text }) => `/api/autocomplete-geonames.json?locale=fr_FR&term=${encodeURIComponent(text)}`))) {
      expect([200, 400], answer.url).toContain(answer.status);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
