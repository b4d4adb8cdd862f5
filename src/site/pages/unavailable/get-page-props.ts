import type { PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';
import type { UnavailablePageProps } from './unavailable-page';

/**
 * Never touches the catalog, so it always renders: getCatchAllProps answers it with HTTP 503 and Retry-After
 * when the page's own loader failed because the database is down or did not answer within its timeouts.
 */
export const createUnavailablePageLoader =
  (retryHref: string): PageLoader<UnavailablePageProps> =>
  async ({ intl }) => ({
    props: { retryHref },
    title: intl.formatMessage({ id: 'unavailable.seo.title' }),
    description: intl.formatMessage({ id: 'unavailable.text' }),
    robots: ROBOTS_NOINDEX,
  });
