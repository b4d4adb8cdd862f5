// First-load JavaScript per page kind: what a first visit (empty cache) to every kind of page actually loads, recorded
// from a real page load in Chromium, chunks loaded just after it included (the catch-all is one Next route, but each
// page's own chunk and the chrome's come through next/dynamic), each script gzipped as the server sends it. Each page is
// held to its kind's budget (bench/budgets.ts, issue 21 §1).
// Usage: BENCH_BASE_URL=http://127.0.0.1:3307 node --import tsx bench/first-load-js.ts (BENCH_PAGES=hotel,product for some pages only)
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser } from '@playwright/test';
import { BUDGETS } from './budgets';
import { baseUrl, fmt, publish, table, type Metric } from './lib/result';

type Kind = keyof typeof BUDGETS.firstLoadJsGzipBytes;
type BenchPage = { id: string; label: string; kind: Kind; path: string | (() => Promise<string>) };

/** An activity sold alone: the first id the seeded catalog serves (ids depend on the seed; a few local requests). */
async function firstActivityPath(base: string): Promise<string> {
  for (let id = 1; id <= 100; id++) {
    const response = await fetch(`${base}/activite/${id}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status === 200) return `/activite/${id}`;
  }
  throw new Error('no activity page among ids 1-100: set BENCH_ACTIVITY_PATH');
}

/** The stay checkout of an offer for one night `daysAhead` days from today (UTC), two adults. */
function stayCheckoutPath(offerId: number, daysAhead: number): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `/reservation/${offerId}#checkin=${day(daysAhead)}&checkout=${day(daysAhead + 1)}&a=2`;
}

const PAGES: BenchPage[] = (
  [
    { id: 'home', label: 'home', kind: 'content', path: '/' },
    { id: 'search', label: 'search', kind: 'results', path: '/recherche' },
    { id: 'not-found', label: 'not found', kind: 'content', path: '/cette-page-nexiste-pas' },
    // A stay product page without a hash (redirected to its slug); BENCH_PRODUCT_PATH names another offer.
    { id: 'product', label: 'product', kind: 'product', path: process.env.BENCH_PRODUCT_PATH ?? '/sejour/1' },
    // A hotel page without a hash; BENCH_HOTEL_PATH names another hotel.
    { id: 'hotel', label: 'hotel', kind: 'product', path: process.env.BENCH_HOTEL_PATH ?? '/hotel/1' },
    // A content page: the contact page (its message form is a chunk of its own, loaded when the modal opens).
    { id: 'contact', label: 'contact', kind: 'content', path: '/contact' },
    { id: 'gift-boxes', label: 'gift boxes', kind: 'product', path: '/coffrets-cadeaux' },
    { id: 'gift-box', label: 'gift box', kind: 'product', path: process.env.BENCH_GIFT_BOX_PATH ?? '/coffrets-cadeaux/p/week-end-bien-etre/WELLNESS1N-EBOX' },
    { id: 'gift-card', label: 'gift card', kind: 'product', path: '/giftcard/customization' },
    { id: 'activity', label: 'activity', kind: 'product', path: process.env.BENCH_ACTIVITY_PATH ?? (() => firstActivityPath(baseUrl())) },
    // The stay checkout of an offer for a night a month ahead, two adults (the cart call and its answer's schema load
    // with it), and the gift card's gift checkout.
    { id: 'checkout', label: 'stay checkout', kind: 'checkout', path: process.env.BENCH_CHECKOUT_PATH ?? stayCheckoutPath(1, 30) },
    { id: 'gift-checkout', label: 'gift checkout', kind: 'checkout', path: '/reservation/cadeau?productType=GIFTCARD&amount=5000&design=birthday' },
  ] satisfies BenchPage[]
).filter((p) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(p.id));
const VIEWPORTS = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
  mobile: devices['Pixel 7'],
};
const kB = (bytes: number) => `${fmt(bytes / 1000, 1)} kB`;

async function record(browser: Browser, url: string, viewport: keyof typeof VIEWPORTS) {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], locale: 'fr-FR' });
  const page = await context.newPage();
  const scripts = new Map<string, { body: Promise<Buffer | null>; afterLoad: boolean }>();
  let loaded = false;
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    lastScriptAt = Date.now();
    scripts.set(response.url(), { body: response.body().catch(() => null), afterLoad: loaded });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  loaded = true;
  // Chunks loaded after the load event (next/dynamic on mount) count too: wait until none came for 3 s.
  const until = Date.now() + 30_000;
  while (Date.now() - lastScriptAt < 3000 && Date.now() < until) await page.waitForTimeout(250);
  const bodies = await Promise.all([...scripts.entries()].map(async ([src, s]) => ({ src, afterLoad: s.afterLoad, body: await s.body })));
  await context.close();
  const files = bodies.filter((f): f is { src: string; afterLoad: boolean; body: Buffer } => f.body !== null);
  const gzip = (list: typeof files) => list.reduce((n, f) => n + gzipSync(f.body).length, 0);
  return {
    count: files.length,
    raw: files.reduce((n, f) => n + f.body.length, 0),
    gzip: gzip(files),
    gzipAfterLoad: gzip(files.filter((f) => f.afterLoad)),
    largest: files
      .map((f) => ({ name: new URL(f.src).pathname.split('/').pop() ?? f.src, gzip: gzipSync(f.body).length }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3),
  };
}

async function main() {
  const base = baseUrl();
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const metrics: Metric[] = [];
  const rows: (string | number)[][] = [];
  try {
    for (const p of PAGES) {
      const path = typeof p.path === 'string' ? p.path : await p.path();
      const limit = BUDGETS.firstLoadJsGzipBytes[p.kind];
      for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
        const js = await record(browser, base + path, viewport);
        metrics.push({ id: `first-load-js.${p.id}.${viewport}`, label: `first-load JS, ${p.label} (${viewport}), gzip`, value: js.gzip, unit: 'bytes', budget: { op: '<=', limit } });
        rows.push([`${p.label} (${path})`, viewport, kB(limit), js.count, kB(js.raw), kB(js.gzip), kB(js.gzipAfterLoad), js.largest.map((f) => `${f.name} ${kB(f.gzip)}`).join(', ')]);
        console.log(`${p.label.padEnd(10)} ${viewport.padEnd(8)} ${js.count} scripts, ${kB(js.gzip)} gzip`);
      }
    }
  } finally {
    await browser.close();
  }
  publish({
    name: 'first-load-js',
    title: 'First-load JavaScript per page (gzip)',
    command: `BENCH_BASE_URL=${base} node --import tsx bench/first-load-js.ts`,
    metrics,
    markdown: [
      `Every script a first visit loads (Chromium, empty cache, fr-FR): until the load event, then any chunk loaded after it until none came for 3 s; gzipped (zlib default level). Budgets by page kind (bench/budgets.ts): content pages ≤ ${BUDGETS.firstLoadJsGzipBytes.content / 1000} kB, results ≤ ${BUDGETS.firstLoadJsGzipBytes.results / 1000} kB, product, hotel, gift and activity pages ≤ ${BUDGETS.firstLoadJsGzipBytes.product / 1000} kB, checkouts ≤ ${BUDGETS.firstLoadJsGzipBytes.checkout / 1000} kB.`,
      '',
      table(['page', 'viewport', 'budget', 'scripts', 'raw', 'gzip', 'of which after load', 'largest (gzip)'], rows),
    ].join('\n'),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
