// npm run db:migrate [-- --reset]: apply pending migrations (or undo all, then apply) on the configured database.
import { createDb } from '../src/server/db/create-db';
import { migrateDownToZero, migrateToLatest } from '../src/server/db/migrate';
import { env } from '../src/lib/env';

async function main() {
  const config = env();
  const db = createDb({ databaseUrl: config.DATABASE_URL, sqliteFile: config.SQLITE_FILE });
  try {
    if (process.argv.includes('--reset')) console.log(`Undone: ${(await migrateDownToZero(db)).join(', ') || 'nothing'}`);
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Schema up to date');
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
