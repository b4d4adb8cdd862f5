import type { PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';

export type NotFoundPageProps = Record<string, never>;

/** Always renders; the catch-all sets HTTP 404. */
export const loadNotFoundPage: PageLoader<NotFoundPageProps> = async ({ intl }) => ({
  props: {},
  title: intl.formatMessage({ id: 'notFound.seo.title' }),
  description: intl.formatMessage({ id: 'notFound.text' }),
  robots: ROBOTS_NOINDEX,
});
