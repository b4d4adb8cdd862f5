import type { Kysely } from 'kysely';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { themes as loadThemes } from '@/server/catalog/content/content.service';
import type { CatalogLocale, Database } from '@/server/db/database';
import { getDb } from '@/server/db/get-db';
import { logger } from '@/lib/logging/logger.js';

export type SearchBoxTheme = { id: number; name: string };

/**
 * Themes change rarely (content, like the promotions of chrome-content.ts): a page render reuses the list read for
 * its locale for this long instead of reading the catalog on every home and search page.
 */
const TTL_MS = 30_000;
/** Per database client (a test or a recovering server may switch clients), then per catalog locale. */
const cache = new WeakMap<Kysely<Database>, Map<CatalogLocale, { until: number; value: Promise<SearchBoxTheme[]> }>>();

function cachedThemes(db: Kysely<Database>, locale: CatalogLocale): Promise<SearchBoxTheme[]> {
  const now = Date.now();
  let byLocale = cache.get(db);
  if (!byLocale) cache.set(db, (byLocale = new Map()));
  const hit = byLocale.get(locale);
  if (hit && hit.until > now) return hit.value;
  const value = loadThemes(db, locale).then(({ themes }) => themes.map(({ id, name }) => ({ id, name })));
  byLocale.set(locale, { until: now + TTL_MS, value });
  // A failure is not kept: the next page tries the catalog again.
  value.catch(() => {
    if (byLocale.get(locale)?.value === value) byLocale.delete(locale);
  });
  return value;
}

/** Themes of the search box, named in the visitor's language; empty (only 'All themes') when the catalog cannot be read. */
export async function searchBoxThemes(locale: Locale): Promise<SearchBoxTheme[]> {
  try {
    // A copy: the caller's page props never share an array with the cache.
    return [...(await cachedThemes(getDb(), toCatalogLocale(locale)))];
  } catch (error) {
    logger.error({ err: error }, 'search box: themes unavailable');
    return [];
  }
}
