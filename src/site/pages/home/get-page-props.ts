import type { PageLoader } from '../../page-types';
import { searchBoxThemes, type SearchBoxTheme } from '../../server/search-box-themes';

export type HomePageProps = {
  /** Themes of the search box with their names in the visitor's language; empty when the catalog cannot be read. */
  themes: SearchBoxTheme[];
};

export const loadHomePage: PageLoader<HomePageProps> = async ({ intl, locale }) => ({
  props: { themes: await searchBoxThemes(locale) },
  title: intl.formatMessage({ id: 'home.seo.title' }),
  description: intl.formatMessage({ id: 'home.seo.description' }),
});
