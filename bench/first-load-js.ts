// First-load JavaScript per page kind: what a first visit (empty cache) to home, search, not-found, a product, a hotel and contact actually
// loads, recorded from a real page load in Chromium, chunks loaded just after it included (the catch-all is one Next route,
// but each page's own chunk comes through next/dynamic), each script gzipped as the server sends it.
// Usage: BENCH_BASE_URL=http://127.0.0.1:3307 node --import tsx bench/first-load-js.ts (BENCH_PAGES=hotel,product for some pages only)
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser } from '@playwright/test';
import { BUDGETS } from './budgets';
import { baseUrl, fmt, publish, table, type Metric } from './lib/result';

const PAGES = [
  { id: 'home', label: 'home', path: '/' },
  { id: 'search', label: 'search', path: '/recherche' },
  { id: 'not-found', label: 'not found', path: '/cette-page-nexiste-pas' },
  // A stay product page without a hash (redirected to its slug); BENCH_PRODUCT_PATH names another offer.
  { id: 'product', label: 'product', path: process.env.BENCH_PRODUCT_PATH ?? '/sejour/1' },
  // A hotel page without a hash; BENCH_HOTEL_PATH names another hotel.
  { id: 'hotel', label: 'hotel', path: process.env.BENCH_HOTEL_PATH ?? '/hotel/1' },
  // A content page: the contact page (its message form is a chunk of its own, loaded when the modal opens).
  { id: 'contact', label: 'contact', path: '/contact' },
].filter((p) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(p.id));
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
      for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
        const js = await record(browser, base + p.path, viewport);
        metrics.push({ id: `first-load-js.${p.id}.${viewport}`, label: `first-load JS, ${p.label} (${viewport}), gzip`, value: js.gzip, unit: 'bytes', budget: { op: '<=', limit: BUDGETS.firstLoadJsGzipBytes } });
        rows.push([`${p.label} (${p.path})`, viewport, js.count, kB(js.raw), kB(js.gzip), kB(js.gzipAfterLoad), js.largest.map((f) => `${f.name} ${kB(f.gzip)}`).join(', ')]);
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
      `Every script a first visit loads (Chromium, empty cache, fr-FR): until the load event, then any chunk loaded after it until none came for 3 s; gzipped (zlib default level). Budget ≤ ${BUDGETS.firstLoadJsGzipBytes / 1000} kB per page.`,
      '',
      table(['page', 'viewport', 'scripts', 'raw', 'gzip', 'of which after load', 'largest (gzip)'], rows),
    ].join('\n'),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
