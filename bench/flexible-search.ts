// The flexible search at bench scale (issue 36 point 5): "a weekend in one of the next three months" and "any 1 or 2
// nights" for parties of 2 and families, the whole catalog, a city and filters, sorted by price or quality. Times
// the engine in-process (resolved query → columnar index: the page's search, then its 11 facet groups, as a results
// page asks) and, over HTTP, GET /api/offers.json then /api/facets.json through the real handlers at 4 connections
// (autocannon). Reports the search index's typed-array bytes (flexible searches add none) and the work arrays added.
// Prints p50/p95/p99 in ms and appends them, with the command, to bench/RESULTS.md.
//
//   node --import tsx bench/flexible-search.ts                 # data/bench.sqlite, seeded once at bench scale when absent
//   node --import tsx bench/flexible-search.ts --db=FILE --samples=300 --seconds=10 --no-record
//
// --db: a seeded SQLite file (default data/bench.sqlite) or a postgres URL. Not part of `npm test`.
import { cpus, loadavg } from 'node:os';
import type { SearchCriteriaInput } from '../src/contracts/search-criteria';
import { apiRoute, startApiServer } from './lib/api-server';
import { load } from './lib/http';
import { appendToResults, ensureBenchDatabase, fmt, measure } from './lib/in-process';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const target = arg('db') ?? 'data/bench.sqlite';
const SAMPLES = Number(arg('samples') ?? 300);
const SECONDS = Number(arg('seconds') ?? 10);
const CONNECTIONS = 4;
const BUDGET_IN_PROCESS_P95_MS = 25;
const BUDGET_HTTP_P95_MS = 60;

async function main() {
  ensureBenchDatabase(target);
  if (/^postgres(ql)?:\/\//i.test(target)) process.env.DATABASE_URL = target;
  else {
    process.env.SQLITE_FILE = target;
    delete process.env.DATABASE_URL;
  }
  const { getDb } = await import('../src/server/db/get-db');
  const { searchEngineFor, FACET_TYPES, columnarOf } = await import('../src/server/catalog/search');
  const { searchIndexSetup } = await import('../src/server/catalog/search/columnar/setup');
  const { facetVocabularyOf, resolveSearch, vocabularyOf } = await import('../src/server/catalog/search/resolve-query');
  const { flexibleMonthsFrom, offersQuerySchema } = await import('../src/contracts/search-criteria.schema');
  const { toOffersQuery } = await import('../src/contracts/offers-query');
  const { todayAt } = await import('../src/lib/days');
  const { bytesOf } = await import('../src/server/catalog/search/columnar/layout');
  const db = getDb();
  const postgres = /^postgres(ql)?:\/\//i.test(target);
  const meta = Object.fromEntries((await db.selectFrom('catalog_meta').select(['key', 'value']).execute()).map((r) => [r.key, r.value]));
  const engine = searchEngineFor(db, searchIndexSetup(postgres ? { databaseUrl: target } : { sqliteFile: target }));
  const columnar = columnarOf(engine);
  if (!columnar) throw new Error('SEARCH_ENGINE=sql: nothing to benchmark');
  const heapBefore = process.memoryUsage();
  const ix = await columnar.index();
  const indexBytes = bytesOf(ix);

  // The HTTP handlers resolve with the real clock: the next three months from today at the point of sale (the bench
  // catalog's availability runs a year from its seed day, which must be recent).
  const now = new Date();
  const months = flexibleMonthsFrom(todayAt('fr_FR', now).day);
  const busiest = await db.selectFrom('hotel').select('city_id').groupBy('city_id').orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('city_id').executeTakeFirstOrThrow();
  const kinds: SearchCriteriaInput[] = [
    { flexible: { arrival: 'weekend', nights: 2, months: months.slice(1, 4) }, family: { adults: 2, children: 1 } },
    { flexible: { arrival: 'weekend', nights: 1, months: months.slice(0, 3) }, orderBy: 'priceAsc' },
    { flexible: { arrival: 'any', nights: 2, months: months.slice(2, 5) }, stars: [4, 5], orderBy: 'priceAsc' },
    { flexible: { arrival: 'any', nights: 1, months: months.slice(1, 4) }, location: { cityId: Number(busiest.city_id) } },
  ];
  const criteriaOf = (i: number): SearchCriteriaInput => ({ locale: 'fr_FR', ...kinds[i % kinds.length]! });
  const vocabulary = facetVocabularyOf(await vocabularyOf(db));
  const queries = await Promise.all(Array.from({ length: SAMPLES + 40 }, async (_, i) => (await resolveSearch(db, offersQuerySchema.parse(Object.fromEntries(toOffersQuery(criteriaOf(i)))), now)).query));
  const arrivals = queries.slice(0, kinds.length).map((q) => q.flexible!.arrivals.length);

  const out = [
    `Flexible search at ${meta.scale ?? '?'} scale (${target}; ${ix.size.toLocaleString('en')} offers × ${ix.days} days), seed day ${meta.today}, months ${months.slice(0, 5).join(', ')}…`,
    `machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at start`,
    `search kinds (in turn): weekend 2 nights 2+1, weekend 1 night by price, any 2 nights 4-5 stars by price, any 1 night busiest city; arrivals per window ${arrivals.join(', ')}`,
  ];
  // Weekend windows (kinds 0 and 1: ~26 arrivals) and any-day windows (kinds 2 and 3: ~90 arrivals), timed apart.
  for (const [label, first] of [['weekend windows', 0], ['any-day windows', 2]] as const) {
    const pick = (i: number) => queries[(Math.floor(i / 2) * kinds.length + first + (i % 2)) % queries.length]!;
    let found = 0;
    const search = await measure(SAMPLES, async (i) => {
      const result = await columnar.search(pick(i));
      if (i < SAMPLES) found += result.total;
    });
    const both = await measure(SAMPLES, async (i) => {
      await columnar.search(pick(i));
      await columnar.facets(pick(i), FACET_TYPES, vocabulary);
    });
    out.push(`engine (in-process), ${label}, ${SAMPLES} samples, ${Math.round(found / SAMPLES).toLocaleString('en')} offers found per search on average`);
    out.push(`  search           ${fmt(search.wall)}   cpu p95 ${search.cpu.p95.toFixed(2)}`);
    out.push(`  search + facets  ${fmt(both.wall)}   cpu p95 ${both.cpu.p95.toFixed(2)}   budget p95 ≤ ${BUDGET_IN_PROCESS_P95_MS} ms: ${both.wall.p95 <= BUDGET_IN_PROCESS_P95_MS ? 'met' : 'MISSED'}`);
  }

  const api = await startApiServer([
    [/^\/api\/offers\.json$/, [], await apiRoute('offers.json.ts')],
    [/^\/api\/facets\.json$/, [], await apiRoute('facets.json.ts')],
  ]);
  for (const [name, path] of [
    ['offers.json', `/api/offers.json?${toOffersQuery(criteriaOf(0))}`],
    ['facets.json', `/api/facets.json?${toOffersQuery(criteriaOf(0))}`],
  ] as const) {
    await api.get(path);
    const run = await load(api.base + path, { seconds: SECONDS, connections: CONNECTIONS });
    const ok = run.errors === 0 && run.timeouts === 0 && run.unexpected === 0;
    out.push(
      `http ${name} (weekend 2 nights 2+1), ${CONNECTIONS} connections × ${SECONDS} s: ${run.requests} answers, ${run.rps.toFixed(0)}/s, p50 ${run.p50.toFixed(1)}  p95 ${run.p95.toFixed(1)}  p99 ${run.p99.toFixed(1)}` +
        `${ok ? '' : ` (errors ${run.errors}, timeouts ${run.timeouts}, unexpected ${run.unexpected})`}   budget p95 ≤ ${BUDGET_HTTP_P95_MS} ms: ${run.p95 <= BUDGET_HTTP_P95_MS && ok ? 'met' : 'MISSED'}`,
    );
  }
  api.close();

  // The index holds no flexible array: its typed arrays are the dated search's. Each of its two sets of work arrays
  // gains three Int32Array per offer (the cheapest stay's arrival, nights and other stays).
  const scratch = 2 * 3 * 4 * ix.size;
  out.push(`index memory: ${(indexBytes / 1048576).toFixed(1)} MiB of typed arrays, +0 for flexible searches; work arrays +${(scratch / 1048576).toFixed(2)} MiB (+${((100 * scratch) / indexBytes).toFixed(2)} % of the index); process rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB (${(heapBefore.rss / 1048576).toFixed(0)} MiB before the index)`);
  out.push(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`);
  console.log(out.join('\n'));
  await db.destroy();
  if (!process.argv.includes('--no-record')) appendToResults(['node --import tsx bench/flexible-search.ts', ...process.argv.slice(2)].join(' '), out);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
