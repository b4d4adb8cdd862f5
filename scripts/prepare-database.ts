// Create and migrate the catalog database; in demo mode also seed it when it is absent, empty, stale or from another
// generator version (production mode never seeds: docs/operations.md).
// Idempotent: a second run only reports that everything is up to date. Called by scripts/start.mjs.
import { toIsoDay } from '../src/lib/days';
import { createDb } from '../src/server/db/create-db';
import { isPostgresUrl } from '../src/server/db/dialect';
import { migrateToLatest } from '../src/server/db/migrate';
import { readCatalogMeta, seedCatalog, SEED_VERSION } from '../src/server/db/seed/seed';
import { env } from '../src/lib/env';

// Availability covers 12 months from the seed day: reseed once that window has slid by more than a week.
const MAX_AGE_DAYS = 7;

async function main() {
  const config = env();
  const where = isPostgresUrl(config.DATABASE_URL) ? 'PostgreSQL (DATABASE_URL)' : config.SQLITE_FILE;
  const db = createDb({ databaseUrl: config.DATABASE_URL, sqliteFile: config.SQLITE_FILE });
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Catalog database ${where}: applied ${applied.length} migration(s): ${applied.join(', ')}` : `Catalog database ${where}: schema up to date`);
    // Production never seeds the demo catalog: the operator loads the real one (README, "Production").
    if (config.APP_MODE === 'production') return;
    const meta = await readCatalogMeta(db);
    const today = toIsoDay(new Date());
    const ageDays = meta.today ? (Date.parse(today) - Date.parse(meta.today)) / 86400000 : Infinity;
    const current = meta.scale === config.SEED_SCALE && meta.version === SEED_VERSION && ageDays <= MAX_AGE_DAYS;
    if (current) {
      console.log(`Catalog seeded on ${meta.today} at scale ${meta.scale}: nothing to do`);
      return;
    }
    console.log(`Seeding the ${config.SEED_SCALE} catalog from ${today}${meta.today ? ` (was ${meta.scale} from ${meta.today})` : ''}...`);
    const result = await seedCatalog(db, { scale: config.SEED_SCALE, today, force: true, log: console.log });
    console.log(`Seeded ${result.rows.toLocaleString('en')} rows in ${(result.ms / 1000).toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
