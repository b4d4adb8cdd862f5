// npm run db:seed [-- --scale=demo|bench|test --seed=escapade --today=YYYY-MM-DD --force]: migrate, then fill the catalog.
import { createDb } from '../src/server/db/create-db';
import { migrateToLatest } from '../src/server/db/migrate';
import { seedCatalog } from '../src/server/db/seed/seed';
import type { SeedScale } from '../src/server/db/seed/scales';
import { env } from '../src/lib/env';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

async function main() {
  const config = env();
  const scale = (arg('scale') ?? config.SEED_SCALE) as SeedScale;
  if (!['test', 'demo', 'bench'].includes(scale)) throw new Error(`--scale must be test, demo or bench`);
  const db = createDb({ databaseUrl: config.DATABASE_URL, sqliteFile: config.SQLITE_FILE });
  try {
    await migrateToLatest(db);
    const result = await seedCatalog(db, { scale, seed: arg('seed'), today: arg('today'), force: process.argv.includes('--force'), log: console.log });
    console.log(result.skipped ? `Catalog already holds seed ${result.seed}, scale ${result.scale}, from ${result.today}: nothing to do (--force reseeds)` : `Seeded ${result.rows.toLocaleString('en')} rows (scale ${result.scale}, seed ${result.seed}, from ${result.today}) in ${(result.ms / 1000).toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
