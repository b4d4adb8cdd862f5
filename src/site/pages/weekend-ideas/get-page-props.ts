import type { WeekendIdeasPage } from '@/contracts/cms-page';
import { toCatalogLocale } from '@/lib/locales';
import { DRAFT_CACHE_CONTROL } from '@/server/catalog/content/cms-draft';
import { weekendIdeasPage } from '@/server/catalog/content/cms-pages.service';
import { getDb } from '@/server/db/get-db';
import type { PageLoader } from '../../page-types';
import { logger } from '@/lib/logging/logger.js';

/** The ideas page, or `error` when the content service could not be read (§8: 'Oops, something went wrong'). */
export type WeekendIdeasProps = { page: WeekendIdeasPage | null; error: boolean };

/** The weekend ideas page (§2.9) from the content service; a failure to read it shows the §8 error text, not a 503. */
export const loadWeekendIdeasPage: PageLoader<WeekendIdeasProps> = async ({ intl, locale, draftMode, res }) => {
  const draft = draftMode === true;
  if (draft) res.setHeader('Cache-Control', DRAFT_CACHE_CONTROL);
  let page: WeekendIdeasPage | null = null;
  let error = false;
  try {
    page = await weekendIdeasPage(getDb(), toCatalogLocale(locale), { draft });
    error = page === null;
  } catch (failure) {
    logger.error({ err: failure }, 'weekend ideas: content unavailable');
    error = true;
  }
  const fallbackTitle = intl.formatMessage({ id: 'cms.ideas.title' });
  return {
    props: { page, error },
    title: page?.seo.title ?? fallbackTitle,
    description: page?.seo.description ?? fallbackTitle,
    ...(page?.seo.image ? { image: page.seo.image } : {}),
    ...(error ? { robots: 'noindex, follow' } : {}),
  };
};
