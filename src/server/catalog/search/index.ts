import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import type { SearchEngine } from './engine';
import { SqlSearchEngine } from './sql-engine';

export * from './engine';
export { SqlSearchEngine } from './sql-engine';

const engines = new WeakMap<Kysely<Database>, SearchEngine>();

/** The engine serving a database client: the SQL reference today (an in-memory index can take its place here). */
export function searchEngineFor(db: Kysely<Database>): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = new SqlSearchEngine(db);
    engines.set(db, engine);
  }
  return engine;
}
