import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import type { EngineQuery, FacetCounts, FacetType, FacetVocabulary, MapHit, SearchEngine, SearchResult } from '../engine';
import { buildColumnarIndex, type BuildOptions } from './build';
import { readCatalogVersion } from './catalog-version.repository';
import { facets, mapSearch, search } from './evaluate';
import { versionKey, type CatalogVersion, type ColumnarIndex } from './layout';
import { pruneChangeLog } from './change-log.repository';
import { patchIndex, type PatchOutcome } from './patch';
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
  /**
   * How often the stock and price change log is polled once an index is loaded (ms; the server: 500). Without it,
   * changes are applied by `applyChanges()` and `refresh()` only (tests, scripts).
   */
  changePollMs?: number | null;
  /** Most changed nights one poll patches; more (a catalog-wide repricing) costs a full rebuild instead. Default 50,000. */
  maxChangedNights?: number;
  /** How long the change log keeps its rows; a polling process prunes older ones every 10 minutes. Default 24 h. */
  changeLogRetentionMs?: number;
  /** Told after each poll that patched nights (not after empty ones), and when a poll found the index too far behind. */
  onPatched?: (outcome: PatchOutcome) => void;
};

const PRUNE_EVERY_MS = 10 * 60_000;
/** A cursor must be this much younger than the retention: a transaction open longer could commit pruned rows. */
const CURSOR_MARGIN_MS = 60 * 60_000;

/**
 * The in-memory engine: answers from a ColumnarIndex of the database (the source of truth).
 * - The index comes from the snapshot file when it holds the database's catalog version, else from a build
 *   (in a worker thread when a source is given), which then writes the snapshot.
 * - Concurrent first requests share one load.
 * - At most every `freshnessCheckMs`, a request starts a background read of the catalog version; when it moved,
 *   a new index is loaded or built while the current one keeps answering, then swapped in.
 * - Stock and price changes (availability updates) do not move the version: every `changePollMs` the change log is
 *   read and the changed nights are patched into the arrays in place (patch.ts); a loaded snapshot or a new build is
 *   first brought up to date the same way. Only an index too far behind (log pruned past it, or more than
 *   `maxChangedNights` at once) is rebuilt.
 */
export class ColumnarSearchEngine implements SearchEngine {
  private current: ColumnarIndex | null = null;
  private loading: Promise<ColumnarIndex> | null = null;
  private refreshing: Promise<void> | null = null;
  private checkedAt = 0;
  private readonly freshnessCheckMs: number;
  private patching: Promise<PatchOutcome | null> | null = null;
  private poller: ReturnType<typeof setInterval> | null = null;
  private prunedAt = 0;
  private readonly patchLimits: { maxNights: number; usableForMs: number };
  private readonly retentionMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: ColumnarEngineOptions = {},
  ) {
    this.freshnessCheckMs = options.freshnessCheckMs ?? 30_000;
    this.retentionMs = options.changeLogRetentionMs ?? 24 * 3_600_000;
    this.patchLimits = { maxNights: options.maxChangedNights ?? 50_000, usableForMs: Math.max(0, this.retentionMs - CURSOR_MARGIN_MS) };
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
      .then((version) => this.upToDateIndexFor(version))
      .then(
        (index) => {
          this.current = index;
          this.checkedAt = Date.now();
          this.loading = null;
          this.startPolling();
          return index;
        },
        (error: unknown) => {
          this.loading = null;
          throw error;
        },
      );
    return this.loading;
  }

  /** Reloads now if the catalog version moved, else applies the stock and price changes (tests and scripts). */
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
    if (this.current && versionKey(version) === versionKey(this.current.version)) {
      await this.applyChanges();
      return;
    }
    this.current = await this.upToDateIndexFor(version);
  }

  /**
   * Patches the index in use with the stock and price changes since its cursor (the poll does this every
   * `changePollMs`); rebuilds it when it is too far behind. Null while no index is loaded.
   */
  applyChanges(): Promise<PatchOutcome | null> {
    this.patching ??= this.patchCurrent().finally(() => {
      this.patching = null;
    });
    return this.patching;
  }

  /** Stops the change poll (a script or test closing its database). */
  close(): void {
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
  }

  private async patchCurrent(): Promise<PatchOutcome | null> {
    const index = this.current;
    if (!index) return null;
    const outcome = await patchIndex(this.db, index, this.patchLimits);
    if (outcome.kind === 'behind' || outcome.nights > 0) this.options.onPatched?.(outcome);
    if (outcome.kind === 'behind' && this.current === index) this.current = await this.upToDateIndexFor(index.version, false);
    return outcome;
  }

  private startPolling(): void {
    const every = this.options.changePollMs;
    if (!every || this.poller) return;
    this.poller = setInterval(() => {
      if (this.patching) return;
      this.applyChanges().catch((error: unknown) => this.options.onError?.(error));
      if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
      this.prunedAt = Date.now();
      pruneChangeLog(this.db, this.retentionMs).catch((error: unknown) => this.options.onError?.(error));
    }, every);
    this.poller.unref();
  }

  /**
   * `indexFor`, then the stock and price changes since it was read; an index too far behind for that (a snapshot
   * older than the log's retention) is built again, once.
   */
  private async upToDateIndexFor(version: CatalogVersion, useSnapshot = true): Promise<ColumnarIndex> {
    const index = await this.indexFor(version, useSnapshot);
    const outcome = await patchIndex(this.db, index, this.patchLimits);
    if (outcome.kind === 'patched') return index;
    this.options.onPatched?.(outcome);
    const built = await this.indexFor(version, false);
    await patchIndex(this.db, built, this.patchLimits);
    return built;
  }

  /**
   * The snapshot when it holds `version` (and `useSnapshot`), else a build (which may read a newer version: the next
   * check sees it).
   */
  private async indexFor(version: CatalogVersion, useSnapshot = true): Promise<ColumnarIndex> {
    const { worker } = this.options;
    const snapshotFile = this.options.snapshotFile ?? null;
    const started = performance.now();
    let why: string | null = useSnapshot ? null : 'behind the change log';
    if (snapshotFile && useSnapshot) {
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
