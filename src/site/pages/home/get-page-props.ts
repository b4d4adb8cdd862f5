import type { Flow } from '@/contracts/search-criteria';
import type { PageLoader } from '../../page-types';
import { searchBoxThemes, type SearchBoxTheme } from '../../server/search-box-themes';
import { homeFlow } from './home-flow';

export type HomePageProps = {
  /** Themes of the search box with their names in the visitor's language; empty when the catalog cannot be read. */
  themes: SearchBoxTheme[];
  /** The search box's flow from `?flow=` (Stays / Gifts / Activities toggle); booking otherwise. */
  flow: Flow;
};

export const loadHomePage: PageLoader<HomePageProps> = async ({ intl, locale, query, flags }) => ({
  props: { themes: await searchBoxThemes(locale), flow: homeFlow(query.flow, flags) },
  title: intl.formatMessage({ id: 'home.seo.title' }),
  description: intl.formatMessage({ id: 'home.seo.description' }),
});
