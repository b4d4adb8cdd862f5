import type { PageLoader } from '../../page-types';

export type HomePageProps = Record<string, never>;

export const loadHomePage: PageLoader<HomePageProps> = async ({ intl }) => ({
  props: {},
  title: intl.formatMessage({ id: 'home.seo.title' }),
  description: intl.formatMessage({ id: 'home.seo.description' }),
});
