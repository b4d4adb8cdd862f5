import type { Kysely } from 'kysely';
import { env } from '@/lib/env';
import type { Database } from '@/server/db/database';
import { ColumnarSearchEngine, type ColumnarEngineOptions } from './columnar';
import { openNightsFromIndex, type IndexedNight } from './columnar/nights';
import type { EngineQuery, FacetCounts, FacetType, FacetVocabulary, MapHit, SearchEngine, SearchResult } from './engine';
import { SqlSearchEngine } from './sql-engine.repository';
import { logger } from '@/lib/logging/logger.js';

export * from './engine';
export { SqlSearchEngine } from './sql-engine.repository';

/**
 * One engine per database client for the whole process. Next bundles instrumentation and each API route with their
 * own copy of this module: a registry on globalThis (like getDb's client) makes the engine the server warmed at start
 * the one every route answers from, instead of one index per bundle.
 */
const globalForSearch = globalThis as typeof globalThis & { __escapadeSearchEngines?: WeakMap<Kysely<Database>, SearchEngine> };
const engines = (globalForSearch.__escapadeSearchEngines ??= new WeakMap<Kysely<Database>, SearchEngine>());

/** The columnar engine behind an engine, if any (duck-typed: the engine may come from another bundle's copy of this module). */
export function columnarOf(engine: SearchEngine): ColumnarSearchEngine | null {
  const columnar = (engine as Partial<WarmingEngine>).columnar;
  return columnar && typeof columnar.loadedIndex === 'function' ? columnar : null;
}

/**
 * Serves from the columnar index once it is loaded, and from the SQL reference (same answers) while it loads,
 * so the app answers at once after a start, whatever the catalog's size.
 */
export class WarmingEngine implements SearchEngine {
  constructor(
    readonly columnar: ColumnarSearchEngine,
    private readonly sql: SqlSearchEngine,
  ) {
    columnar.warm();
  }

  private pick(): SearchEngine {
    return this.columnar.isReady() ? this.columnar : this.sql;
  }

  search(query: EngineQuery): Promise<SearchResult> {
    return this.pick().search(query);
  }

  facets(query: EngineQuery, types: readonly FacetType[], vocabulary: FacetVocabulary): Promise<FacetCounts> {
    return this.pick().facets(query, types, vocabulary);
  }

  mapSearch(query: EngineQuery, limit: number): Promise<MapHit[]> {
    return this.pick().mapSearch(query, limit);
  }
}

/**
 * The engine serving a database client: the columnar in-memory index (rebuilt from the database, same
 * answers as the SQL reference, tested differentially), or the SQL reference with SEARCH_ENGINE=sql.
 * `options` (worker source, snapshot file, logging) apply when the engine is created: the server's start
 * (warm-up.ts) creates it first; a client without options builds its index on the calling thread.
 */
export function searchEngineFor(db: Kysely<Database>, options: ColumnarEngineOptions = {}): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine =
      env().SEARCH_ENGINE === 'sql'
        ? new SqlSearchEngine(db)
        : new WarmingEngine(
            new ColumnarSearchEngine(db, { onError: (error) => logger.error({ err: error }, 'search index build or refresh failed'), ...options }),
            new SqlSearchEngine(db),
          );
    engines.set(db, engine);
  }
  return engine;
}

/**
 * The sellable nights of some offers between two days (included), by offer then day, from the search index of this
 * database client when it is loaded; null otherwise (no index yet, SEARCH_ENGINE=sql, an offer newer than the index):
 * the caller reads the availability table instead.
 */
export function openNightsFromSearchIndex(db: Kysely<Database>, offerIds: readonly number[], from: string, to: string): IndexedNight[] | null {
  const engine = engines.get(db);
  const index = engine ? (columnarOf(engine)?.loadedIndex() ?? null) : null;
  return index ? openNightsFromIndex(index, offerIds, from, to) : null;
}

/**
 * Whether searches on this database client are answered from a loaded index (readiness, docs/operations-lifecycle.md):
 * true with SEARCH_ENGINE=sql (no index to wait for), false before the server's warm-up created the engine or while
 * its index loads. `retry` starts the load again when the last attempt failed (the database was down at start).
 */
export function searchIndexReady(db: Kysely<Database>, { retry = false } = {}): boolean {
  if (env().SEARCH_ENGINE === 'sql') return true;
  const engine = engines.get(db);
  if (!engine) return false;
  const columnar = columnarOf(engine);
  if (!columnar || columnar.isReady()) return true;
  if (retry) columnar.warm();
  return false;
}

/** Stops the index's change poll for this database client, before the process closes it. */
export function stopSearchIndexPolling(db: Kysely<Database>): void {
  const engine = engines.get(db);
  if (engine) columnarOf(engine)?.close();
}
