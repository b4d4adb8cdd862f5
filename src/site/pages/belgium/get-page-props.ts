import type { PageLoader } from '../../page-types';

export type BelgiumPageProps = Record<string, never>;

/** Belgian splash: the visitor chooses Dutch or French. */
export const loadBelgiumPage: PageLoader<BelgiumPageProps> = async ({ intl }) => ({
  props: {},
  title: intl.formatMessage({ id: 'belgium.seo.title' }),
  description: intl.formatMessage({ id: 'belgium.seo.description' }),
  chrome: 'simple',
});
