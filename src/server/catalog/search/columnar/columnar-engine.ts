import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import type { EngineQuery, FacetCounts, FacetType, FacetVocabulary, MapHit, SearchEngine, SearchResult } from '../engine';
import { buildColumnarIndex, catalogSignature, type BuildOptions, type ColumnarIndex } from './build';
import { facets, mapSearch, search } from './evaluate';

export type ColumnarEngineOptions = BuildOptions & {
  /** How often (at most) the catalog signature is read to see whether the index is stale; default 30 s. */
  freshnessCheckMs?: number;
  /** Told about background refresh failures (the engine keeps serving the index it has). */
  onError?: (error: unknown) => void;
};

/**
 * The in-memory engine: answers from a ColumnarIndex read from the database (the source of truth).
 * - Built lazily on first use; concurrent first requests share that one build.
 * - At most every `freshnessCheckMs`, a request starts a background signature check; when the catalog
 *   changed, a new index is built in the background while the current one keeps answering, then swapped.
 */
export class ColumnarSearchEngine implements SearchEngine {
  private current: ColumnarIndex | null = null;
  private building: Promise<ColumnarIndex> | null = null;
  private refreshing: Promise<void> | null = null;
  private checkedAt = 0;
  private readonly freshnessCheckMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: ColumnarEngineOptions = {},
  ) {
    this.freshnessCheckMs = options.freshnessCheckMs ?? 30_000;
  }

  /** True once an index is built: until then callers may answer from the SQL reference instead of waiting. */
  isReady(): boolean {
    return this.current !== null;
  }

  /** Start building the index in the background (server start); failures go to onError. */
  warm(): void {
    this.index().catch((error: unknown) => this.options.onError?.(error));
  }

  /** The index in use, built when there is none yet. */
  async index(): Promise<ColumnarIndex> {
    if (this.current) {
      this.maybeRefresh();
      return this.current;
    }
    if (!this.building) {
      this.building = buildColumnarIndex(this.db, this.options).then(
        (index) => {
          this.current = index;
          this.checkedAt = Date.now();
          this.building = null;
          return index;
        },
        (error: unknown) => {
          this.building = null;
          throw error;
        },
      );
    }
    return this.building;
  }

  /** Rebuilds now if the catalog changed (tests and scripts; requests use the periodic check). */
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
    const signature = await catalogSignature(this.db);
    if (this.current && signature === this.current.signature) return;
    this.current = await buildColumnarIndex(this.db, this.options);
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
