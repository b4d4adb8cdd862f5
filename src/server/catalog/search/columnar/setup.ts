import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';
import type { ColumnarEngineOptions } from './columnar-engine';
import type { CatalogSource } from './worker-build';

/** The server polls the stock and price change log this often: a sold room leaves the results within a second. */
export const SERVER_CHANGE_POLL_MS = 500;

/**
 * Where the server's index comes from: built in a worker thread reading `source`, with its snapshot next to the
 * SQLite file (`data/escapade.sqlite.search-index`), or for PostgreSQL under `data/` named after the URL; with
 * `snapshotDir` (SEARCH_SNAPSHOT_DIR), the same file name in that directory. An in-memory SQLite database cannot be
 * read from another thread or outlive the process: built on the thread, no snapshot.
 * Every process polls the change log (several processes and instances may share the database).
 */
export function searchIndexSetup(source: CatalogSource, snapshotDir?: string): Pick<ColumnarEngineOptions, 'worker' | 'snapshotFile' | 'changePollMs'> {
  const changePollMs = SERVER_CHANGE_POLL_MS;
  if ('sqliteFile' in source) {
    if (source.sqliteFile === ':memory:' || source.sqliteFile === '') return { worker: null, snapshotFile: null, changePollMs };
    const file = `${source.sqliteFile}.search-index`;
    return { worker: source, snapshotFile: snapshotDir ? join(snapshotDir, basename(file)) : file, changePollMs };
  }
  const name = createHash('sha256').update(`${source.databaseUrl}|${source.schema ?? ''}`).digest('hex').slice(0, 16);
  return { worker: source, snapshotFile: join(snapshotDir ?? 'data', `search-index-${name}.bin`), changePollMs };
}
