import { toCatalogLocale, type Locale } from '@/lib/locales';
import { themes as loadThemes } from '@/server/catalog/content/content.service';
import { getDb } from '@/server/db/get-db';

export type SearchBoxTheme = { id: number; name: string };

/** Themes of the search box, named in the visitor's language; empty (only 'All themes') when the catalog cannot be read. */
export async function searchBoxThemes(locale: Locale): Promise<SearchBoxTheme[]> {
  try {
    const { themes } = await loadThemes(getDb(), toCatalogLocale(locale));
    return themes.map(({ id, name }) => ({ id, name }));
  } catch (error) {
    console.error('search box: themes unavailable', error);
    return [];
  }
}
