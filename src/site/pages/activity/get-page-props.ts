import type { ActivityOnlyDetail } from '@/contracts/activity-only-detail';
import { toCatalogLocale, type CatalogLocale } from '@/lib/locales';
import { getActivityOnlyDetail } from '@/server/catalog/activity-only/activity-only-detail.service';
import { getDb } from '@/server/db/get-db';
import { NotFoundError } from '@/server/errors/domain-errors';
import type { PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';
import { logger } from '@/lib/logging/logger.js';

export type ActivityPageProps = { kind: 'activity'; detail: ActivityOnlyDetail } | { kind: 'error' };

/** The page's catalog call, in-process: the activity, or null when the catalog has no such activity (tests pass their own). */
export type ActivityCatalog = { detail: (id: number, locale: CatalogLocale) => Promise<ActivityOnlyDetail | null> };

export const activityCatalog: ActivityCatalog = {
  detail: async (id, locale) => {
    try {
      return await getActivityOnlyDetail(getDb(), { id, locale });
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  },
};

/**
 * The activity-only product page (§2.3) at `/{activite}/{id}`: server-rendered with the default number of people
 * (the hash's `a` is read in the browser). An unknown id, or a stay's, is the not-found page; an unpublished
 * activity renders with the unpublished notice, `noindex, follow`; a failed call 'Oops, something went wrong' (503).
 */
export function createActivityPageLoader(catalog: ActivityCatalog): PageLoader<ActivityPageProps> {
  return async ({ locale, params, intl, res }) => {
    const id = Number(params[0]);
    let detail: ActivityOnlyDetail | null;
    try {
      detail = await catalog.detail(id, toCatalogLocale(locale));
    } catch (error) {
      logger.error({ err: error, activityId: id }, 'activity page: the detail call failed');
      res.statusCode = 503;
      return { props: { kind: 'error' }, title: intl.formatMessage({ id: 'giftBoxes.error' }), description: '', robots: ROBOTS_NOINDEX };
    }
    if (!detail) return { notFound: true };
    return {
      props: { kind: 'activity', detail },
      title: intl.formatMessage({ id: 'activity.seo.title' }, { label: detail.label }),
      description: detail.pageModel.metaDescription,
      ...(detail.published ? {} : { robots: ROBOTS_NOINDEX }),
    };
  };
}

export const loadActivityPage = createActivityPageLoader(activityCatalog);
