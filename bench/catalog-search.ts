// Engine-time benchmark of the stay search: the columnar in-memory index against the SQL reference,
// in-process (no HTTP), each query with and without its 11 disjunctive facet groups.
// Usage: npx tsx --tsconfig tsconfig.json bench/catalog-search.ts <sqlite file | postgres url> [columnar samples] [sql samples]
// (the database must be seeded). Prints the index build time and memory, then p50/p95/p99 in ms per query kind.
import { searchCriteriaSchema, type SearchCriteriaInput } from '../src/contracts/search-criteria';
import { ColumnarSearchEngine } from '../src/server/catalog/search/columnar';
import { FACET_TYPES, type EngineQuery, type SearchEngine } from '../src/server/catalog/search/engine';
import { addDays, facetVocabularyOf, resolveSearch, vocabularyOf } from '../src/server/catalog/search/resolve-query';
import { SqlSearchEngine } from '../src/server/catalog/search/sql-engine';
import { createDb } from '../src/server/db/create-db';
import { isPostgresUrl } from '../src/server/db/dialect';

const target = process.argv[2] ?? process.env.SQLITE_FILE ?? 'data/escapade.sqlite';
const columnarSamples = Number(process.argv[3] ?? 300);
const sqlSamples = Number(process.argv[4] ?? 30);
const MiB = 1024 * 1024;

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2);
  return `p50 ${at(50).padStart(7)}  p95 ${at(95).padStart(7)}  p99 ${at(99).padStart(7)}`;
}

async function main() {
  const db = isPostgresUrl(target) ? createDb({ databaseUrl: target }) : createDb({ sqliteFile: target });
  try {
    const meta = await db.selectFrom('catalog_meta').select(['key', 'value']).execute();
    const today = meta.find((m) => m.key === 'today')?.value ?? new Date().toISOString().slice(0, 10);
    const counts = await db.selectFrom('offer').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    console.log(`catalog ${target}: ${Number(counts.n)} offers, seeded ${today} (${meta.map((m) => `${m.key}=${m.value}`).join(', ')})`);

    const busiest = await db.selectFrom('hotel').select('city_id').groupBy('city_id').orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('city_id').executeTakeFirstOrThrow();
    const city = Number(busiest.city_id);
    const centre = await db.selectFrom('city').select(['lat', 'lng']).where('id', '=', city).executeTakeFirstOrThrow();
    const vocabulary = facetVocabularyOf(await vocabularyOf(db));

    // Index build and memory (RSS and array buffers before/after, the typed arrays' own bytes).
    global.gc?.();
    const before = process.memoryUsage();
    const columnar = new ColumnarSearchEngine(db);
    const started = performance.now();
    const index = await columnar.index();
    const buildMs = performance.now() - started;
    global.gc?.();
    const after = process.memoryUsage();
    console.log(
      `columnar index: built in ${(buildMs / 1000).toFixed(1)} s; typed arrays ${(index.bytes / MiB).toFixed(0)} MiB;` +
        ` RSS +${((after.rss - before.rss) / MiB).toFixed(0)} MiB, heap +${((after.heapUsed - before.heapUsed) / MiB).toFixed(0)} MiB,` +
        ` array buffers +${((after.arrayBuffers - before.arrayBuffers) / MiB).toFixed(0)} MiB (${index.size} offers × ${index.days} days)`,
    );

    // Check-ins spread over the year (a weekday mix), so dated queries do not all read the same nights.
    const checkin = (i: number) => addDays(today, 7 + ((i * 37) % 300));
    const cases: [string, (i: number) => SearchCriteriaInput][] = [
      ['whole catalog', () => ({})],
      ['whole catalog + dates (2 nights, 2+1)', (i) => ({ checkin: checkin(i), nights: 2, family: { adults: 2, children: 1 } })],
      ['busiest city', () => ({ location: { cityId: city } })],
      ['busiest city + dates (2 nights)', (i) => ({ location: { cityId: city }, checkin: checkin(i), nights: 2 })],
      ['50 km radius', () => ({ location: { latitude: centre.lat, longitude: centre.lng, maxDistance: 50 }, orderBy: 'distance' })],
      ['50 km radius + dates (1 night)', (i) => ({ location: { latitude: centre.lat, longitude: centre.lng, maxDistance: 50 }, checkin: checkin(i), nights: 1 })],
    ];
    const engines: [string, SearchEngine, number][] = [
      ['columnar', columnar, columnarSamples],
      ['sql', new SqlSearchEngine(db), sqlSamples],
    ];
    for (const [name, make] of cases) {
      const queries: EngineQuery[] = [];
      for (let i = 0; i < Math.max(columnarSamples, sqlSamples) + 5; i++) queries.push((await resolveSearch(db, searchCriteriaSchema.parse(make(i)))).query);
      for (const [engineName, engine, samples] of engines) {
        const search: number[] = [];
        const withFacets: number[] = [];
        let total = 0;
        for (let i = 0; i < samples + 5; i++) {
          const q = queries[i]!;
          let t = performance.now();
          const result = await engine.search(q);
          if (i === 5) total = result.total;
          const searchMs = performance.now() - t;
          t = performance.now();
          await engine.facets(q, FACET_TYPES, vocabulary);
          const facetsMs = performance.now() - t;
          if (i >= 5) {
            search.push(searchMs);
            withFacets.push(searchMs + facetsMs);
          }
        }
        console.log(`${name.padEnd(38)} ${engineName.padEnd(8)} ${String(total).padStart(6)} offers (1st sample) | search ${percentiles(search)} | search + 11 facet groups ${percentiles(withFacets)} ms (n=${samples})`);
      }
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
