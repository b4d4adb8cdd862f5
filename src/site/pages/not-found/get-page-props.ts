import { toCatalogLocale } from '@/lib/locales';
import { requestNonce } from '@/lib/security/content-security-policy';
import { targetedBanners, themes as loadThemes } from '@/server/catalog/content/content.service';
import { getDb } from '@/server/db/get-db';
import { imageUrl } from '@/server/db/image-keys';
import type { PageLoader } from '../../page-types';
import type { SearchBoxTheme } from '../../server/search-box-themes';
import { ROBOTS_NOINDEX } from '../../server/seo';
import { selectionOfTheMoment, type EditorialCard } from './selection';
import { logger } from '@/lib/logging/logger.js';

export type NotFoundPageProps = {
  /** Themes of the search box, named in the visitor's language (empty when the catalog cannot be read). */
  themes: SearchBoxTheme[];
  /** 'Our selection of the moment': up to four editorial cards (empty when the catalog cannot be read). */
  selection: EditorialCard[];
  /** The request's CSP nonce, for the inline script that holds the plain message back while an expired offer is looked up. */
  nonce: string | null;
};

/** Always renders; the catch-all sets HTTP 404. The expired-offer lookup needs the hash: the browser does it. */
export const loadNotFoundPage: PageLoader<NotFoundPageProps> = async ({ intl, locale, req }) => {
  const catalogLocale = toCatalogLocale(locale);
  const [themeAnswer, bannerAnswer] = await Promise.allSettled([loadThemes(getDb(), catalogLocale), targetedBanners(getDb(), { locale: catalogLocale, page: 'search' })]);
  const content = themeAnswer.status === 'fulfilled' ? themeAnswer.value : null;
  if (themeAnswer.status === 'rejected' || bannerAnswer.status === 'rejected') logger.error({ err: themeAnswer.status === 'rejected' ? themeAnswer.reason : (bannerAnswer as PromiseRejectedResult).reason }, 'not-found page: content unavailable');
  return {
    props: {
      themes: content ? content.themes.map(({ id, name }) => ({ id, name })) : [],
      selection: selectionOfTheMoment({
        themes: content?.themes ?? [],
        themeOfTheWeek: content?.themeOfTheWeek ?? null,
        banners: bannerAnswer.status === 'fulfilled' ? bannerAnswer.value.items : [],
        imageOf: (theme) => imageUrl(`banner-${theme.code}-${theme.id}-0`),
      }),
      nonce: requestNonce(req.headers),
    },
    title: intl.formatMessage({ id: 'notFound.seo.title' }),
    description: intl.formatMessage({ id: 'notFound.text' }),
    robots: ROBOTS_NOINDEX,
  };
};
