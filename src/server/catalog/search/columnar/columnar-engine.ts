import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import type { EngineQuery, FacetCounts, FacetType, FacetVocabulary, MapHit, SearchEngine, SearchResult } from '../engine';
import { buildColumnarIndex, type BuildOptions } from './build';
import { readCatalogVersion } from './catalog-version';
import { facets, mapSearch, search } from './evaluate';
import { versionKey, type CatalogVersion, type ColumnarIndex } from './layout';
import { readSnapshot, writeSnapshot } from './snapshot';
import { buildInWorker, type CatalogSource } from './worker-build';

/** How an index came to be, for the server log and the start-up measurement. */
export type IndexLoaded = {
  from: 'snapshot' | 'worker' | 'thread';
  version: CatalogVersion;
  ms: number;
  offers: number;
  bytes: number;
  /** Why the snapshot was not used (missing, stale, corrupt), or what writing it gave. */
  snapshot: string | null;
};

export type ColumnarEngineOptions = {
  /** Build in a worker thread reading this source (a SQLite file or PostgreSQL); without it, on this thread in slices. */
  worker?: CatalogSource | null;
  /** Loaded at start when it holds the current catalog version; (re)written after every build. */
  snapshotFile?: string | null;
  /** How often (at most) a request starts a background check of the catalog version; default 30 s. */
  freshnessCheckMs?: number;
  build?: BuildOptions;
  /** Told about failures (the engine keeps serving the index it has). */
  onError?: (error: unknown) => void;
  onLoaded?: (event: IndexLoaded) => void;
  /** Told when no snapshot could be used and a build starts (in a worker: this thread is free meanwhile). */
  onBuilding?: (where: 'worker' | 'thread') => void;
};

/**
 * The in-memory engine: answers from a ColumnarIndex of the database (the source of truth).
 * - The index comes from the snapshot file when it holds the database's catalog version, else from a build
 *   (in a worker thread when a source is given), which then writes the snapshot.
 * - Concurrent first requests share one load.
 * - At most every `freshnessCheckMs`, a request starts a background read of the catalog version; when it moved,
 *   a new index is loaded or built while the current one keeps answering, then swapped in.
 */
export class ColumnarSearchEngine implements SearchEngine {
  private current: ColumnarIndex | null = null;
  private loading: Promise<ColumnarIndex> | null = null;
  private refreshing: Promise<void> | null = null;
  private checkedAt = 0;
  private readonly freshnessCheckMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: ColumnarEngineOptions = {},
  ) {
    this.freshnessCheckMs = options.freshnessCheckMs ?? 30_000;
  }

  /** True once an index is loaded: until then callers may answer from the SQL reference instead of waiting. */
  isReady(): boolean {
    return this.current !== null;
  }

  /** The index in use when one is loaded (null while it loads), for other calls that read it (hotel calendar). */
  loadedIndex(): ColumnarIndex | null {
    if (this.current) this.maybeRefresh();
    return this.current;
  }

  /** Start loading the index in the background (server start); failures go to onError. */
  warm(): void {
    this.index().catch((error: unknown) => this.options.onError?.(error));
  }

  /** The index in use, loaded when there is none yet. */
  async index(): Promise<ColumnarIndex> {
    if (this.current) {
      this.maybeRefresh();
      return this.current;
    }
    this.loading ??= readCatalogVersion(this.db)
      .then((version) => this.indexFor(version))
      .then(
        (index) => {
          this.current = index;
          this.checkedAt = Date.now();
          this.loading = null;
          return index;
        },
        (error: unknown) => {
          this.loading = null;
          throw error;
        },
      );
    return this.loading;
  }

  /** Reloads now if the catalog version moved (tests and scripts; requests use the periodic check). */
  async refresh(): Promise<void> {
    if (!this.current) {
      await this.index();
      return;
    }
    this.checkedAt = Date.now();
    this.refreshing ??= this.refreshIfStale().finally(() => {
      this.refreshing = null;
    });
    await this.refreshing;
  }

  private maybeRefresh(): void {
    if (this.refreshing || Date.now() - this.checkedAt < this.freshnessCheckMs) return;
    this.checkedAt = Date.now();
    this.refreshing = this.refreshIfStale()
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.refreshing = null;
      });
  }

  private async refreshIfStale(): Promise<void> {
    const version = await readCatalogVersion(this.db);
    if (this.current && versionKey(version) === versionKey(this.current.version)) return;
    this.current = await this.indexFor(version);
  }

  /** The snapshot when it holds `version`, else a build (which may read a newer version: the next check sees it). */
  private async indexFor(version: CatalogVersion): Promise<ColumnarIndex> {
    const { snapshotFile, worker } = this.options;
    const started = performance.now();
    let why: string | null = null;
    if (snapshotFile) {
      const read = await readSnapshot(snapshotFile, version);
      if (read.index) {
        this.loaded('snapshot', read.index, started, null);
        return read.index;
      }
      why = `${read.reason}: ${read.detail}`;
      if (read.reason === 'corrupt') this.options.onError?.(new Error(`search index snapshot ignored (${why})`));
    }
    if (worker) {
      this.options.onBuilding?.('worker');
      try {
        const reply = await buildInWorker({ source: worker, snapshotFile: snapshotFile ?? null });
        const written = reply.snapshot && ('error' in reply.snapshot ? `not written: ${reply.snapshot.error}` : `written (${reply.snapshot.bytes} bytes)`);
        this.loaded('worker', reply.index, started, [why, written].filter(Boolean).join('; ') || null);
        return reply.index;
      } catch (error) {
        this.options.onError?.(error);
      }
    }
    this.options.onBuilding?.('thread');
    const index = await buildColumnarIndex(this.db, this.options.build);
    let written: string | null = null;
    if (snapshotFile) {
      try {
        written = `written (${await writeSnapshot(snapshotFile, index)} bytes)`;
      } catch (error) {
        this.options.onError?.(error);
      }
    }
    this.loaded('thread', index, started, [why, written].filter(Boolean).join('; ') || null);
    return index;
  }

  private loaded(from: IndexLoaded['from'], index: ColumnarIndex, started: number, snapshot: string | null): void {
    this.options.onLoaded?.({ from, version: index.version, ms: performance.now() - started, offers: index.size, bytes: index.bytes, snapshot });
  }

  async search(query: EngineQuery): Promise<SearchResult> {
    return search(await this.index(), query);
  }

  async facets(query: EngineQuery, types: readonly FacetType[], vocabulary: FacetVocabulary): Promise<FacetCounts> {
    return facets(await this.index(), query, types, vocabulary);
  }

  async mapSearch(query: EngineQuery, limit: number): Promise<MapHit[]> {
    return mapSearch(await this.index(), query, limit);
  }
}
