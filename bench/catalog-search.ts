// Catalog search benchmark at bench scale: engine time (the columnar index, in-process) and HTTP time (the real
// pages/api handlers behind an in-process HTTP server) per query kind, plus autocomplete and a hotel's 12 months
// of availabilities. Prints p50/p95/p99 in ms and appends them, with the command, to bench/RESULTS.md.
//
//   npm run bench:catalog                      # data/bench.sqlite, seeded once at bench scale when absent
//   npm run bench:catalog -- --db=FILE --samples=300 --no-record --with-sql
//
// --db: a seeded SQLite file (default data/bench.sqlite; created with SEED_SCALE=bench when absent) or a postgres URL.
// --with-sql: also time the SQL reference engine (slow at this scale: a few samples). --no-record: print only.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { EngineQuery } from '../src/server/catalog/search/engine';
import { CATALOG_LOCALES } from '../src/lib/locales';
import { appendToResults, fmt, measure as measureInProcess } from './lib/in-process';
import { apiRoute, startApiServer } from './lib/api-server';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => process.argv.includes(`--${name}`);
const target = arg('db') ?? 'data/bench.sqlite';
const SAMPLES = Number(arg('samples') ?? 300);
const SQL_SAMPLES = 10;
const postgres = /^postgres(ql)?:\/\//i.test(target);
const out: string[] = [];
const say = (line: string) => {
  console.log(line);
  out.push(line);
};

/** The bench catalog, built once: later runs reuse the file. */
function ensureDatabase(): string | null {
  if (postgres || existsSync(target)) return null;
  console.log(`${target} is absent: seeding the bench-scale catalog once (several minutes)...`);
  const started = Date.now();
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts', '--scale=bench'], {
    stdio: 'inherit',
    env: { ...process.env, SQLITE_FILE: target, SEED_SCALE: 'bench', DATABASE_URL: '' },
  });
  if (seeded.status !== 0) throw new Error(`seeding ${target} failed`);
  return `seeded ${target} (bench scale) in ${((Date.now() - started) / 1000).toFixed(0)} s`;
}

/** Wall and CPU (this process) time of each sample, after `warm` unmeasured runs (10 here). */
const measure = (samples: number, run: (i: number) => Promise<unknown> | unknown, warm = 10) => measureInProcess(samples, run, warm);

async function main() {
  const seeded = ensureDatabase();
  if (postgres) process.env.DATABASE_URL = target;
  else {
    process.env.SQLITE_FILE = target;
    delete process.env.DATABASE_URL;
  }
  // Imported once the environment names the catalog: the API handlers read it through getDb().
  const { getDb } = await import('../src/server/db/get-db');
  const { searchEngineFor, FACET_TYPES, columnarOf } = await import('../src/server/catalog/search');
  const { searchIndexSetup } = await import('../src/server/catalog/search/columnar/setup');
  const { SqlSearchEngine } = await import('../src/server/catalog/search/sql-engine.repository');
  const { facetVocabularyOf, resolveSearch, vocabularyOf } = await import('../src/server/catalog/search/resolve-query');
  const { addDays } = await import('../src/lib/days');
  const { offersQuerySchema } = await import('../src/contracts/search-criteria.schema');
  const { autocomplete, destinationIndex } = await import('../src/server/catalog/destinations/autocomplete.service');
  const { hotelAvailabilities } = await import('../src/server/catalog/availability/hotel-availabilities.service');
  const { migrateToLatest } = await import('../src/server/db/migrate');
  const routes: Parameters<typeof startApiServer>[0] = [
    [/^\/api\/offers\.json$/, [], await apiRoute('offers.json.ts')],
    [/^\/api\/facets\.json$/, [], await apiRoute('facets.json.ts')],
    [/^\/api\/autocomplete-geonames\.json$/, [], await apiRoute('autocomplete-geonames.json.ts')],
    [/^\/api\/hotels\/([^/]+)\/availabilities\.json$/, ['hotelId'], await apiRoute('hotels/[hotelId]/availabilities.json.ts')],
  ];

  const db = getDb();
  // A catalog seeded by an older checkout gets the newer migrations (as `npm start` does); its data is kept.
  const applied = await migrateToLatest(db);
  const meta = Object.fromEntries((await db.selectFrom('catalog_meta').select(['key', 'value']).execute()).map((m) => [m.key, m.value]));
  const today = meta.today ?? new Date().toISOString().slice(0, 10);
  const offers = Number((await db.selectFrom('offer').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const hotels = Number((await db.selectFrom('hotel').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const size = postgres ? 'PostgreSQL' : `${(statSync(target).size / 1e9).toFixed(2)} GB`;
  say(`catalog ${postgres ? 'PostgreSQL' : target} (${size}): ${hotels} hotels, ${offers} offers, seeded ${today} (scale ${meta.scale}, seed ${meta.seed})`);
  if (seeded) say(seeded);
  if (applied.length) say(`applied migrations: ${applied.join(', ')}`);
  say(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at start`);

  // The index as the server gets it: its snapshot when it holds the current catalog version, else a worker build.
  let loaded = '';
  const engine = searchEngineFor(db, {
    ...searchIndexSetup(postgres ? { databaseUrl: target } : { sqliteFile: target }),
    onLoaded: (e) => {
      loaded = `search index from ${e.from} in ${(e.ms / 1000).toFixed(2)} s: ${(e.bytes / 1048576).toFixed(0)} MiB of typed arrays${e.snapshot ? `; snapshot ${e.snapshot}` : ''}`;
    },
  });
  const columnar = columnarOf(engine);
  if (!columnar) throw new Error('SEARCH_ENGINE=sql: nothing to benchmark');
  await columnar.index();
  say(loaded);
  const startedIndex = performance.now();
  await destinationIndex(db);
  say(`destination index built in ${((performance.now() - startedIndex) / 1000).toFixed(2)} s`);

  // In-process HTTP server around the real handlers (what `next start` calls, minus Next's routing).
  const api = await startApiServer(routes);
  const get = api.get;

  const busiest = await db.selectFrom('hotel').select('city_id').groupBy('city_id').orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('city_id').executeTakeFirstOrThrow();
  const city = Number(busiest.city_id);
  const centre = await db.selectFrom('city').select(['lat', 'lng']).where('id', '=', city).executeTakeFirstOrThrow();
  const vocabulary = facetVocabularyOf(await vocabularyOf(db));
  // Check-ins spread over the year (a mix of weekdays), so dated samples do not all read the same nights.
  const checkin = (i: number) => addDays(today, 7 + ((i * 37) % 300));
  const cases: [string, (i: number) => Record<string, string>][] = [
    ['whole catalog', () => ({})],
    ['whole catalog, 4-5 stars + spa + score 8', () => ({ stars: '4,5', facilities: 'spa', minHotelReviewScore: '8' })],
    ['whole catalog + dates (2 nights, 2+1)', (i) => ({ checkin: checkin(i), nights: '2', adults: '2', children: '1' })],
    ['whole catalog + dates (1 night), by price', (i) => ({ checkin: checkin(i), nights: '1', orderBy: 'priceAsc' })],
    ['busiest city', () => ({ cityId: String(city) })],
    ['busiest city + dates (2 nights)', (i) => ({ cityId: String(city), checkin: checkin(i), nights: '2' })],
    ['50 km radius, by distance', () => ({ lat: String(centre.lat), lng: String(centre.lng), distanceMax: '50', orderBy: 'distance' })],
    ['50 km radius + dates (1 night)', (i) => ({ lat: String(centre.lat), lng: String(centre.lng), distanceMax: '50', checkin: checkin(i), nights: '1' })],
  ];
  const spa = await db.selectFrom('vocabulary').select('code').where('kind', '=', 'facility').where('code', '=', 'spa').executeTakeFirst();
  if (!spa) cases.splice(1, 1);

  const sql = new SqlSearchEngine(db);
  say('');
  say(`Stay search, ${SAMPLES} samples per line (ms). engine = resolved query → columnar index (search, then search + 11 facet groups);`);
  say('http = GET /api/offers.json and GET /api/facets.json through the real handlers (cards, labels, JSON), one request at a time.');
  for (const [name, params] of cases) {
    const queries: EngineQuery[] = [];
    for (let i = 0; i < SAMPLES + 10; i++) queries.push((await resolveSearch(db, offersQuerySchema.parse(params(i)))).query);
    const first = await columnar.search(queries[0]!);
    const search = await measure(SAMPLES, (i) => columnar.search(queries[i]!));
    const both = await measure(SAMPLES, async (i) => {
      await columnar.search(queries[i]!);
      await columnar.facets(queries[i]!, FACET_TYPES, vocabulary);
    });
    const qs = (i: number) => new URLSearchParams({ locale: 'fr_FR', ...params(i) }).toString();
    const httpOffers = await measure(SAMPLES, (i) => get(`/api/offers.json?${qs(i)}`));
    const httpFacets = await measure(SAMPLES, (i) => get(`/api/facets.json?${qs(i)}`));
    say(`${name} (${first.total} offers)`);
    say(`  engine search           ${fmt(search.wall)}   cpu p95 ${search.cpu.p95.toFixed(2)}`);
    say(`  engine search + facets  ${fmt(both.wall)}   cpu p95 ${both.cpu.p95.toFixed(2)}`);
    say(`  http offers.json        ${fmt(httpOffers.wall)}`);
    say(`  http facets.json        ${fmt(httpFacets.wall)}`);
    if (flag('with-sql')) {
      const reference = await measure(SQL_SAMPLES, async (i) => {
        await sql.search(queries[i]!);
        await sql.facets(queries[i]!, FACET_TYPES, vocabulary);
      }, 1);
      say(`  sql engine search + facets ${fmt(reference.wall)} (n=${SQL_SAMPLES})`);
    }
  }

  // Autocomplete: random prefixes of real place names (2 letters to the full name), six locales.
  const index = await destinationIndex(db);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const names = index.names.places.map((p) => p.searchKey).filter((k) => k.length >= 2);
  const terms = Array.from({ length: SAMPLES * 3 + 20 }, () => {
    const name = names[Math.floor(random() * names.length)]!;
    return name.slice(0, Math.max(2, [2, 3, 3, 4, 5, 6, 8, name.length][Math.floor(random() * 8)]!));
  });
  const autocompleteEngine = await measure(SAMPLES * 3, (i) => autocomplete(db, { term: terms[i]!, locale: CATALOG_LOCALES[i % 6]!, maxResults: 30 }));
  const autocompleteHttp = await measure(SAMPLES * 3, (i) => get(`/api/autocomplete-geonames.json?${new URLSearchParams({ term: terms[i]!, locale: CATALOG_LOCALES[i % 6]!, maxResults: '30' })}`));
  say('');
  say(`Autocomplete (random prefixes of place names, 2 letters to full names), ${SAMPLES * 3} samples`);
  say(`  service                 ${fmt(autocompleteEngine.wall)}   cpu p95 ${autocompleteEngine.cpu.p95.toFixed(2)}`);
  say(`  http                    ${fmt(autocompleteHttp.wall)}`);

  // A hotel's calendar: 12 months of day prices from the current month.
  const hotelIds = (await db.selectFrom('offer').select('hotel_id').distinct().where('item_category', '=', 'weekend').where('published', '=', 1).execute()).map((r) => Number(r.hotel_id));
  const pickHotel = (i: number) => hotelIds[(i * 7919) % hotelIds.length]!;
  const month = today.slice(0, 7);
  const availabilityService = await measure(SAMPLES, (i) => hotelAvailabilities(db, { hotelId: pickHotel(i), locale: CATALOG_LOCALES[i % 6]!, month, length: 12 }));
  const availabilityHttp = await measure(SAMPLES, (i) => get(`/api/hotels/${pickHotel(i)}/availabilities.json?locale=${CATALOG_LOCALES[i % 6]}&month=${month}&length=12`));
  say('');
  say(`Hotel availabilities (12 months from ${month}), ${SAMPLES} samples`);
  say(`  service                 ${fmt(availabilityService.wall)}   cpu p95 ${availabilityService.cpu.p95.toFixed(2)}`);
  say(`  http                    ${fmt(availabilityHttp.wall)}`);
  say('');
  say(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`);

  api.close();
  await db.destroy();

  if (!flag('no-record')) {
    const command = `npm run bench:catalog${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
    appendToResults(command, out);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
