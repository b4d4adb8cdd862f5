import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { readCatalogVersion } from './columnar/catalog-version.repository';
import { oldestChangeSince } from './columnar/change-log.repository';
import { columnarOf, type SearchEngine } from './index';

/** How far a process's search index is behind the database (docs/operations-observability.md, search-index lag). */
export type SearchIndexLag = { ready: boolean; versionsBehind: number; lagSeconds: number };

/**
 * Reads the lag of `engine`'s index on each call (two indexed reads): the catalog edits it does not hold yet
 * (catalog_version: they wait for the next freshness check, at most every 30 s, and a reload) and the oldest stock or
 * price change not patched in yet (the change poll, every 500 ms). A catalog edit carries no time, so its lag counts
 * from the first reading that saw it missing. The SQL engine reads the tables themselves: never behind.
 */
export function searchIndexLagReader(db: Kysely<Database>, engine: () => SearchEngine) {
  let behindSince: number | null = null;
  return async (now: number = Date.now()): Promise<SearchIndexLag> => {
    const columnar = columnarOf(engine());
    if (!columnar) return { ready: true, versionsBehind: 0, lagSeconds: 0 };
    const index = columnar.isReady() ? columnar.loadedIndex() : null;
    if (!index) return { ready: false, versionsBehind: 0, lagSeconds: 0 };
    const [version, oldestChange] = await Promise.all([readCatalogVersion(db), oldestChangeSince(db, index.changeCursor)]);
    const versionsBehind = version.instance !== index.version.instance ? version.version : Math.max(0, version.version - index.version.version);
    behindSince = versionsBehind > 0 ? (behindSince ?? now) : null;
    const changeLagMs = oldestChange ? now - Date.parse(oldestChange) : 0;
    const versionLagMs = behindSince === null ? 0 : now - behindSince;
    return { ready: true, versionsBehind, lagSeconds: Math.max(0, changeLagMs, versionLagMs) / 1000 };
  };
}
