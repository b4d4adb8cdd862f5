import type { Kysely } from 'kysely';
import { env } from '@/lib/env';
import type { Database } from '@/server/db/database';
import { ColumnarSearchEngine } from './columnar';
import type { SearchEngine } from './engine';
import { SqlSearchEngine } from './sql-engine';

export * from './engine';
export { SqlSearchEngine } from './sql-engine';

const engines = new WeakMap<Kysely<Database>, SearchEngine>();

/**
 * The engine serving a database client: the columnar in-memory index (rebuilt from the database, same
 * answers as the SQL reference, tested differentially), or the SQL reference with SEARCH_ENGINE=sql.
 */
export function searchEngineFor(db: Kysely<Database>): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine =
      env().SEARCH_ENGINE === 'sql'
        ? new SqlSearchEngine(db)
        : new ColumnarSearchEngine(db, { onError: (error) => console.error('search index refresh failed; serving the previous index', error) });
    engines.set(db, engine);
  }
  return engine;
}
