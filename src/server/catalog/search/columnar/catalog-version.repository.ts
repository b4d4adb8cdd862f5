import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import type { CatalogVersion } from './layout';

/**
 * The catalog's data version (migration 20261126020000_add_catalog_version): triggers on every catalog table bump
 * `version` on any insert, update or delete; `instance` is drawn when the database is created.
 */
export async function readCatalogVersion(db: Kysely<Database>): Promise<CatalogVersion> {
  const { rows } = await sql<{ version: unknown; instance: unknown }>`select version, instance from catalog_version where id = 1`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('catalog_version has no row: run the migrations');
  return { instance: String(row.instance), version: Number(row.version) };
}
