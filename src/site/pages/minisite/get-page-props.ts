import type { MinisiteView } from '@/contracts/minisite';
import { LOCALES, toCatalogLocale, type Locale } from '@/lib/locales';
import { themes as loadThemes } from '@/server/catalog/content/content.service';
import { getDb } from '@/server/db/get-db';
import { minisiteBySlug } from '@/server/minisites/minisites.repository';
import { href } from '@/shared/routes';
import type { PageLoader } from '../../page-types';
import type { SearchBoxTheme } from '../../server/search-box-themes';
import { logger } from '@/lib/logging/logger.js';

export type MinisitePageProps = {
  minisite: MinisiteView;
  /** the search box's themes in the visitor's language (empty when the catalog cannot be read) */
  themes: SearchBoxTheme[];
};

/**
 * A partner's co-branded minisite (§2.15, docs/minisites.md): found by its slug in its own locale only (another
 * locale, an unknown slug: the not-found page). Not indexed: partner offers are for the partner's members.
 */
export const loadMinisitePage: PageLoader<MinisitePageProps> = async ({ params, locale, intl }) => {
  const minisite = await minisiteBySlug(getDb(), params[0] ?? '');
  if (!minisite || minisite.locale !== locale) return { notFound: true };
  const content = await loadThemes(getDb(), toCatalogLocale(locale)).catch((error: unknown) => {
    logger.error({ err: error }, 'minisite page: themes unavailable');
    return null;
  });
  const themes = content ? content.themes.map(({ id, name }) => ({ id, name })) : [];
  const partner = minisite.partnerName ?? intl.formatMessage({ id: 'minisite.partner.default' });
  return {
    props: { minisite, themes },
    title: intl.formatMessage({ id: 'minisite.seo.title' }, { partner }),
    description: intl.formatMessage({ id: 'minisite.seo.description' }, { partner }),
    robots: 'noindex, follow',
    // The page exists in its own locale only: the country switcher leads to the other points of sale's home pages.
    localePaths: Object.fromEntries(LOCALES.map((l) => [l, l === locale ? href.minisite(l, minisite.slug) : href.home(l)])) as Record<Locale, string>,
  };
};
