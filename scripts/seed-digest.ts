/**
 * Digest of a freshly seeded catalog, table by table (in-memory SQLite, `test` scale, a fixed day), to prove a seed
 * change leaves every other seeded value as it was: run it before and after the change and compare.
 *   node --import tsx scripts/seed-digest.ts [--today 2026-11-27] [--seed escapade] [--skip room.feature_mask,vocabulary*.room_feature]
 * `--skip` leaves out a column (`table.column`) or the vocabulary rows of a kind (`vocabulary*.kind`): what the
 * change adds. Left out: the migrations table, catalog_version (a random instance and a count of writes), the
 * seed's timestamps in catalog_meta and its generator version (SEED_VERSION, bumped with every change of what it writes).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { createDb } from '@/server/db/create-db';
import { migrateToLatest } from '@/server/db/migrate';
import { seedCatalog } from '@/server/db/seed/seed';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

async function main() {
  const today = arg('today', '2026-11-27');
  const seed = arg('seed', '');
  const skips = arg('skip', '').split(',').filter(Boolean);
  const skippedColumns = new Set(skips.filter((s) => !s.startsWith('vocabulary*.')));
  const skippedKinds = new Set(skips.filter((s) => s.startsWith('vocabulary*.')).map((s) => s.slice('vocabulary*.'.length)));
  const db = createDb({ sqliteFile: ':memory:' });
  await migrateToLatest(db);
  await seedCatalog(db, { scale: 'test', today, ...(seed ? { seed } : {}) });
  const tables = (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' and name <> 'catalog_version' order by name`.execute(db)).rows.map((r) => r.name);
  const all = createHash('sha256');
  for (const table of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
    const lines = rows
      .filter((row) => !(table.startsWith('vocabulary') && skippedKinds.has(String(row.kind))))
      .filter((row) => !(table === 'catalog_meta' && (/_at$/.test(String(row.key)) || row.key === 'version')))
      .map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !skippedColumns.has(`${table}.${column}`))))
      .sort();
    const digest = createHash('sha256').update(lines.join('\n')).digest('hex');
    all.update(`${table}:${digest}\n`);
    console.log(`${table.padEnd(32)} ${String(lines.length).padStart(8)} ${digest.slice(0, 16)}`);
  }
  console.log(`all ${all.digest('hex')}`);
  await db.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
