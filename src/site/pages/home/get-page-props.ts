import { toCatalogLocale } from '@/lib/locales';
import { themes as loadThemes } from '@/server/catalog/content/content.service';
import { getDb } from '@/server/db/get-db';
import type { PageLoader } from '../../page-types';

export type HomePageProps = {
  /** Themes of the search box with their names in the visitor's language; empty when the catalog cannot be read. */
  themes: { id: number; name: string }[];
};

async function themesOrNone(locale: Parameters<PageLoader>[0]['locale']): Promise<HomePageProps['themes']> {
  try {
    const { themes } = await loadThemes(getDb(), toCatalogLocale(locale));
    return themes.map(({ id, name }) => ({ id, name }));
  } catch (error) {
    // The home page still works without themes: the search box then offers 'All themes' only.
    console.error('Home page: themes unavailable', error);
    return [];
  }
}

export const loadHomePage: PageLoader<HomePageProps> = async ({ intl, locale }) => ({
  props: { themes: await themesOrNone(locale) },
  title: intl.formatMessage({ id: 'home.seo.title' }),
  description: intl.formatMessage({ id: 'home.seo.description' }),
});
