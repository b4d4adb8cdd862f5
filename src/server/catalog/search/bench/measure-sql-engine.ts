// Rough timings of the SQL search engine and the search services on a seeded catalog (not a test, not a budget).
//   SQLITE_FILE=data/search-dev.sqlite npx tsx src/server/catalog/search/bench/measure-sql-engine.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/search_dev npx tsx src/server/catalog/search/bench/measure-sql-engine.ts
import { addDays, todayAt } from '@/lib/days';
import { FACET_PROPERTY_TYPES } from '@/contracts/facets';
import { searchCriteriaSchema, type SearchCriteriaInput } from '@/contracts/search-criteria.schema';
import { createDb } from '@/server/db/create-db';
import { searchFacets } from '../../offers/facets.service';
import { searchOffers } from '../../offers/offers.service';
import { resolveSearch } from '../resolve-query';
import { findBusiestCity } from '../search-places.repository';
import { SqlSearchEngine } from '../sql-engine.repository';

const WARM_UP = 10;
const ROUNDS = 30;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))].toFixed(1);

async function main() {
  const db = createDb({ sqliteFile: process.env.SQLITE_FILE ?? 'data/escapade.sqlite', databaseUrl: process.env.DATABASE_URL });
  try {
    const centre = await findBusiestCity(db);
    const city = centre.id;
    const checkin = addDays(todayAt('fr-FR', new Date()).day, 45);
    const cases: [string, SearchCriteriaInput][] = [
      ['whole catalog', {}],
      ['whole catalog + dates (2 nights, 2+1)', { checkin, nights: 2, family: { adults: 2, children: 1 } }],
      ['busiest city', { location: { cityId: city } }],
      ['busiest city + dates', { location: { cityId: city }, checkin, nights: 2 }],
      ['50 km radius', { location: { latitude: centre.lat, longitude: centre.lng, maxDistance: 50 }, orderBy: 'distance' }],
      ['50 km radius + dates', { location: { latitude: centre.lat, longitude: centre.lng, maxDistance: 50 }, checkin, nights: 1 }],
    ];
    const engine = new SqlSearchEngine(db);
    for (const [name, input] of cases) {
      const criteria = searchCriteriaSchema.parse(input);
      const { query } = await resolveSearch(db, criteria);
      const facets = () => searchFacets(db, { criteria, withNames: true, propertiesRequested: [...FACET_PROPERTY_TYPES] });
      const times = { engine: [] as number[], offers: [] as number[], facets: [] as number[] };
      let total = 0;
      for (let i = 0; i < WARM_UP + ROUNDS; i++) {
        const keep = i >= WARM_UP;
        let t = performance.now();
        total = (await engine.search(query)).total;
        if (keep) times.engine.push(performance.now() - t);
        t = performance.now();
        await searchOffers(db, criteria);
        if (keep) times.offers.push(performance.now() - t);
        t = performance.now();
        await facets();
        if (keep) times.facets.push(performance.now() - t);
      }
      console.log(
        `${name.padEnd(38)} ${String(total).padStart(6)} offers | engine p50 ${percentile(times.engine, 0.5)} p95 ${percentile(times.engine, 0.95)} ms` +
          ` | offers.json service p50 ${percentile(times.offers, 0.5)} ms | facets p50 ${percentile(times.facets, 0.5)} p95 ${percentile(times.facets, 0.95)} ms`,
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
