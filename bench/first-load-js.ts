// First-load JavaScript per page kind: what a first visit (empty cache) to every kind of page actually loads, recorded
// from a real page load in Chromium, chunks loaded just after it included (the catch-all is one Next route, but each
// page's own chunk and the chrome's come through next/dynamic), each script gzipped as the server sends it. Each page is
// held to its kind's budget (bench/budgets.ts, issue 21 §1).
// Usage: BENCH_BASE_URL=http://127.0.0.1:3307 node --import tsx bench/first-load-js.ts (BENCH_PAGES=hotel,product for some pages only)
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser } from '@playwright/test';
import { BUDGETS } from './budgets';
import { selectedPages, resolvePath } from './lib/pages';
import { baseUrl, fmt, publish, table, type Metric } from './lib/result';

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
  // The framework floor: the same providers (react-intl, styled-components, SWR) on an empty page of the bare Next.js
  // app (bench/minimal-app/pages/providers.js), and the bare page itself, so each page's own share is visible.
  const minimal = process.env.BENCH_MINIMAL_URL?.replace(/\/+$/, '');
  let floor: Awaited<ReturnType<typeof record>> | null = null;
  try {
    if (minimal) {
      const bare = await record(browser, `${minimal}/`, 'desktop');
      floor = await record(browser, `${minimal}/providers`, 'desktop');
      metrics.push(
        { id: 'first-load-js.bare.desktop', label: 'first-load JS, bare Next.js page, gzip', value: bare.gzip, unit: 'bytes' },
        { id: 'first-load-js.floor.desktop', label: 'first-load JS, framework floor (providers on an empty page), gzip', value: floor.gzip, unit: 'bytes' },
      );
      rows.push(['bare Next.js page', 'desktop', '', bare.count, kB(bare.raw), kB(bare.gzip), '', '', ''], ['framework floor: providers on an empty page', 'desktop', '', floor.count, kB(floor.raw), kB(floor.gzip), '0', '', '']);
      console.log(`floor      desktop  ${floor.count} scripts, ${kB(floor.gzip)} gzip (bare page ${kB(bare.gzip)})`);
    }
    for (const p of selectedPages()) {
      const path = await resolvePath(p, base);
      const limit = BUDGETS.firstLoadJsGzipBytes[p.kind];
      for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
        const js = await record(browser, base + path, viewport);
        metrics.push({ id: `first-load-js.${p.id}.${viewport}`, label: `first-load JS, ${p.label} (${viewport}), gzip`, value: js.gzip, unit: 'bytes', budget: { op: '<=', limit } });
        const own = floor ? kB(js.gzip - floor.gzip) : 'n/a';
        rows.push([`${p.label} (${path})`, viewport, kB(limit), js.count, kB(js.raw), kB(js.gzip), own, kB(js.gzipAfterLoad), js.largest.map((f) => `${f.name} ${kB(f.gzip)}`).join(', ')]);
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
      minimal
        ? 'The framework floor is the bare Next.js app of bench/minimal-app (webpack) with the providers every page mounts around an empty page; "above the floor" is the page\'s gzip minus the floor\'s: the chrome, the route table and the page\'s own code (and what Turbopack and the i18n routing add over a bare app).'
        : 'BENCH_MINIMAL_URL was not set: no framework floor in this run.',
      '',
      table(['page', 'viewport', 'budget', 'scripts', 'raw', 'gzip', 'above the floor', 'of which after load', 'largest (gzip)'], rows),
    ].join('\n'),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
