// HTTP load on the production server: the server-rendered pages (home, search, not-found) and the API calls,
// each against a static file served by the same server in the same round (the ratio's baseline).
// Usage: BENCH_BASE_URL=http://127.0.0.1:3307 node --import tsx bench/http-load.ts
//   (npm run bench builds, starts the server and sets it). BENCH_HTTP_SECONDS (default 5) per target and
//   round, BENCH_HTTP_ROUNDS (default 3, medians reported), 20 connections (BENCH_HTTP_CONNECTIONS).
// It prints its figures and writes them to BENCH_OUT when set; it never edits bench/RESULTS.md (npm run bench does).
// Before each run it waits until the server is idle again (the static file answers quickly), so the requests a slow
// target left queued do not land in the next target's window; a request unanswered within the run (1 s less) counts as a
// timeout, so a stalled server reads as errors, never as a silent 0 req/s.
import { BUDGETS } from './budgets';
import { addDays, todayAt } from '../src/lib/days';
import { getJson, load, settle, type LoadRun } from './lib/http';
import { baseUrl, fmt, median, publish, table, type Metric } from './lib/result';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 20);

type Target = { id: string; label: string; path: string; expectStatus?: number; kind: 'static' | 'page' | 'api' };

const daysFromToday = (days: number) => addDays(todayAt('fr-FR', new Date()).day, days);

async function targets(base: string): Promise<Target[]> {
  // Real ids to call: the first stay card of a plain search.
  const offers = await getJson<{ exactMatch: { id: number; hotel: { id: number } }[] }>(`${base}/api/offers.json?locale=fr_FR&pageSize=5`);
  const card = offers.exactMatch[0];
  if (!card) throw new Error('the catalog has no offers: seed it first');
  const checkin = daysFromToday(30);
  return [
    { id: 'static', label: 'static file (/favicon.svg)', path: '/favicon.svg', kind: 'static' },
    { id: 'page-home', label: 'page: home (fr-FR)', path: '/', kind: 'page' },
    { id: 'page-search', label: 'page: search (fr-FR)', path: '/recherche', kind: 'page' },
    { id: 'page-not-found', label: 'page: not found (404)', path: '/cette-page-nexiste-pas', expectStatus: 404, kind: 'page' },
    { id: 'api-offers', label: 'api: offers.json (whole catalog)', path: '/api/offers.json?locale=fr_FR', kind: 'api' },
    { id: 'api-offers-dates', label: 'api: offers.json (dates, 2+1)', path: `/api/offers.json?locale=fr_FR&checkin=${checkin}&nights=2&adults=2&children=1`, kind: 'api' },
    { id: 'api-facets', label: 'api: facets.json', path: '/api/facets.json?locale=fr_FR', kind: 'api' },
    { id: 'api-autocomplete', label: 'api: autocomplete-geonames.json', path: '/api/autocomplete-geonames.json?term=par&locale=fr_FR&maxResults=30', kind: 'api' },
    { id: 'api-recommended', label: 'api: recommendedAutocomplete.json', path: '/api/recommendedAutocomplete.json?locale=fr_FR', kind: 'api' },
    { id: 'api-themes', label: 'api: content/themes.json', path: '/api/content/themes.json?locale=fr_FR', kind: 'api' },
    { id: 'api-menu', label: 'api: content/menu.json', path: '/api/content/menu.json?locale=fr_FR', kind: 'api' },
    { id: 'api-promo-bars', label: 'api: cms/promoBars', path: '/api/cms/promoBars?locale=fr_FR', kind: 'api' },
    { id: 'api-reviews', label: 'api: hotel reviews.json', path: `/api/hotel/${card.hotel.id}/reviews.json?locale=fr_FR`, kind: 'api' },
    { id: 'api-availabilities', label: 'api: hotel availabilities.json', path: `/api/hotels/${card.hotel.id}/availabilities.json?locale=fr_FR`, kind: 'api' },
    { id: 'api-checkout-nights', label: 'api: packageCheckoutNights.json', path: `/api/weekend/${card.id}/packageCheckoutNights.json?locale=fr_FR&length=2`, kind: 'api' },
  ];
}

async function main() {
  const base = baseUrl();
  const list = await targets(base);
  const runs = new Map<string, LoadRun[]>(list.map((t) => [t.id, []]));
  const idleUrl = base + list.find((t) => t.kind === 'static')!.path;
  const notes: string[] = [];
  const waitIdle = async (before: string) => {
    const { seconds, settled } = await settle(idleUrl);
    if (!settled) notes.push(`The server was still busy ${fmt(seconds)} s after the run before ${before}; measured anyway.`);
    else if (seconds > 2) console.log(`  (waited ${seconds.toFixed(1)} s for the server to finish the previous run's requests)`);
  };
  // Warm-up (JIT, caches, lazily built indexes), not counted.
  for (const t of list) {
    await waitIdle(`the warm-up of ${t.label}`);
    await load(base + t.path, { seconds: 1, connections: CONNECTIONS, expectStatus: t.expectStatus });
  }
  // Rounds interleave the targets so a noisy moment on the shared machine hits them all alike.
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of list) {
      await waitIdle(`${t.label}, round ${round}`);
      const run = await load(base + t.path, { seconds: SECONDS, connections: CONNECTIONS, expectStatus: t.expectStatus });
      runs.get(t.id)!.push(run);
      const failures = run.errors + run.timeouts + run.unexpected;
      console.log(`round ${round}/${ROUNDS} ${t.label.padEnd(36)} ${fmt(run.rps).padStart(6)} req/s  p50 ${fmt(run.p50, 1)}  p95 ${fmt(run.p95, 1)} ms  errors ${failures}`);
      if (run.requests === 0) {
        const note = `${t.label}, round ${round}: no answer at all in ${SECONDS} s (${run.sent} sent, ${run.errors} errors, ${run.timeouts} timeouts): the server stalled or is down.`;
        console.log(`  ${note}`);
        notes.push(note);
      }
    }
  }

  const staticRps = median(runs.get('static')!.map((r) => r.rps));
  const metrics: Metric[] = [];
  const rows = list.map((t) => {
    const rs = runs.get(t.id)!;
    const rps = median(rs.map((r) => r.rps));
    const p50 = median(rs.map((r) => r.p50));
    const p95 = median(rs.map((r) => r.p95));
    const p99 = median(rs.map((r) => r.p99));
    const failures = rs.reduce((n, r) => n + r.errors + r.timeouts + r.unexpected, 0);
    const ratio = rps / staticRps;
    metrics.push(
      { id: `http.${t.id}.rps`, label: `${t.label}: requests/s`, value: rps, unit: 'req/s' },
      { id: `http.${t.id}.p95`, label: `${t.label}: p95`, value: p95, unit: 'ms' },
      { id: `http.${t.id}.ratio`, label: `${t.label}: throughput / static file`, value: ratio, unit: '×', ...(t.id === 'page-search' ? { budget: { op: '>=' as const, limit: BUDGETS.ssrSearchRatioToStatic } } : {}) },
      { id: `http.${t.id}.errors`, label: `${t.label}: errors, timeouts, unexpected statuses`, value: failures, unit: 'count', budget: { op: '<=', limit: BUDGETS.httpErrors } },
    );
    return [t.label, fmt(rps), t.id === 'static' ? '1' : ratio.toFixed(3), fmt(p50, 1), fmt(p95, 1), fmt(p99, 1), failures];
  });

  publish({
    name: 'http-load',
    title: 'HTTP load: pages and API calls against a static file (autocannon)',
    command: `BENCH_BASE_URL=${base} BENCH_HTTP_SECONDS=${SECONDS} BENCH_HTTP_ROUNDS=${ROUNDS} node --import tsx bench/http-load.ts`,
    metrics,
    markdown: [
      `${CONNECTIONS} connections, ${SECONDS} s per target and round, median of ${ROUNDS} interleaved rounds; p95 from every answer's latency.`,
      `Budget: server-rendered search ≥ ${BUDGETS.ssrSearchRatioToStatic} × the static file's requests per second in the same run (the absolute req/s moved 2× between runs on this machine), its p95 recorded; no errors anywhere.`,
      '',
      table(['target', 'req/s', '× static', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'], rows),
      ...(notes.length ? ['', ...notes.map((n) => `- ${n}`)] : []),
    ].join('\n'),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
