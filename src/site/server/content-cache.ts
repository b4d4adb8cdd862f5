import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';

/** Content changes rarely: a page render reuses what was read (or drawn) for its key for this long. */
export const CONTENT_TTL_MS = 30_000;

/**
 * A cache of content a page render reads for its locale (themes, promotions, the results page's gift blocks): one
 * answer per database client (a test or a recovering server may switch clients) and key, kept `ttlMs`, shared by the
 * renders under way (the promise is kept, not its value). A failure is not kept: the next render reads again. The
 * keys are few (a locale and a page or flow), so the cache stays small.
 */
export function contentCache<T>(ttlMs = CONTENT_TTL_MS, clock: () => number = Date.now) {
  const byDb = new WeakMap<Kysely<Database>, Map<string, { until: number; value: Promise<T> }>>();
  return function cached(db: Kysely<Database>, key: string, load: () => Promise<T>): Promise<T> {
    const now = clock();
    let entries = byDb.get(db);
    if (!entries) byDb.set(db, (entries = new Map()));
    const hit = entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = load();
    entries.set(key, { until: now + ttlMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
