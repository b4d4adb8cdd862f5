import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { ColumnarEngineOptions } from './columnar-engine';
import type { CatalogSource } from './worker-build';

/**
 * Where the server's index comes from: built in a worker thread reading `source`, with its snapshot next to the
 * SQLite file (`data/escapade.sqlite.search-index`), or for PostgreSQL under `data/` named after the URL. An
 * in-memory SQLite database cannot be read from another thread or outlive the process: built on the thread.
 */
export function searchIndexSetup(source: CatalogSource): Pick<ColumnarEngineOptions, 'worker' | 'snapshotFile'> {
  if ('sqliteFile' in source) {
    if (source.sqliteFile === ':memory:' || source.sqliteFile === '') return { worker: null, snapshotFile: null };
    return { worker: source, snapshotFile: `${source.sqliteFile}.search-index` };
  }
  const name = createHash('sha256').update(`${source.databaseUrl}|${source.schema ?? ''}`).digest('hex').slice(0, 16);
  return { worker: source, snapshotFile: join('data', `search-index-${name}.bin`) };
}
