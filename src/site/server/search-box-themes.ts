import { toCatalogLocale, type Locale } from '@/lib/locales';
import { themes as loadThemes } from '@/server/catalog/content/content.service';
import { getDb } from '@/server/db/get-db';
import { contentCache } from './content-cache';
import { logger } from '@/lib/logging/logger.js';

export type SearchBoxTheme = { id: number; name: string };

/** Themes change rarely: a render reuses its locale's list for a while (content-cache.ts). */
const cachedThemes = contentCache<SearchBoxTheme[]>();

/** Themes of the search box, named in the visitor's language; empty (only 'All themes') when the catalog cannot be read. */
export async function searchBoxThemes(locale: Locale): Promise<SearchBoxTheme[]> {
  try {
    const catalogLocale = toCatalogLocale(locale);
    const themes = await cachedThemes(getDb(), catalogLocale, () => loadThemes(getDb(), catalogLocale).then(({ themes }) => themes.map(({ id, name }) => ({ id, name }))));
    // A copy: the caller's page props never share an array with the cache.
    return [...themes];
  } catch (error) {
    logger.error({ err: error }, 'search box: themes unavailable');
    return [];
  }
}
