import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { CATALOG_TABLES } from '@/server/db/seed/seed';

/** A hash of every catalog row, independent of row order and engine (rows as sorted-key JSON, sorted). */
export async function catalogDigest(db: Kysely<Database>): Promise<string> {
  const hash = createHash('sha256');
  for (const table of CATALOG_TABLES) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    const lines = rows.map((row) => JSON.stringify(Object.keys(row).sort().map((k) => [k, row[k]]))).sort();
    hash.update(`${table}:${lines.length}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}
