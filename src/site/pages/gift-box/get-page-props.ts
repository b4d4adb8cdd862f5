import { formatOfCode, type GiftBoxDetail } from '@/contracts/gift-boxes';
import { toCatalogLocale, type CatalogLocale, type Locale } from '@/lib/locales';
import { getGiftBoxDetail } from '@/server/catalog/gift-boxes/gift-boxes.service';
import { getDb } from '@/server/db/get-db';
import { NotFoundError } from '@/server/errors/domain-errors';
import { href } from '@/shared/routes';
import { NO_PHYSICAL_FORMAT } from '@/features/gift-boxes/model/physical-format';
import type { PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';
import { logger } from '@/lib/logging/logger.js';

export type GiftBoxPageProps = { kind: 'box'; detail: GiftBoxDetail } | { kind: 'error' };

/** The page's catalog call, in-process: the box, or null when the catalog has no such box (tests pass their own). */
export type GiftBoxCatalog = { detail: (code: string, locale: CatalogLocale) => Promise<GiftBoxDetail | null> };

export const giftBoxCatalog: GiftBoxCatalog = {
  detail: async (code, locale) => {
    try {
      return await getGiftBoxDetail(getDb(), { code, locale });
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  },
};

/** Whether this point of sale may show a physical box now (§2.4: not in Italy; §6: only with the flag on). */
const sellsPhysical = (locale: Locale, physicalFlag: boolean) => physicalFlag && !NO_PHYSICAL_FORMAT.includes(locale);

/**
 * A gift box's page (§2.4), at `/{boxes}/p/{slug}/{code}`. An unknown code is the not-found page; a slug that is not
 * the box's redirects to it; a physical code where no physical box is sold redirects to the digital one. Physical
 * boxes are `noindex, follow`. A failed catalog call renders 'Oops, something went wrong' (503).
 */
export function createGiftBoxPageLoader(catalog: GiftBoxCatalog): PageLoader<GiftBoxPageProps> {
  return async ({ locale, params, intl, res, flags }) => {
    const [, slug, code] = params;
    let detail: GiftBoxDetail | null;
    try {
      detail = await catalog.detail(code, toCatalogLocale(locale));
    } catch (error) {
      logger.error({ err: error, code }, 'gift box page: the detail call failed');
      res.statusCode = 503;
      return { props: { kind: 'error' }, title: intl.formatMessage({ id: 'giftBoxes.error' }), description: '', robots: ROBOTS_NOINDEX };
    }
    if (!detail) return { notFound: true };
    const physical = formatOfCode(detail.code) === 'physical';
    if (physical && !sellsPhysical(locale, flags.physicalGiftFormat) && detail.variants.digital)
      return { redirect: href.giftBox(locale, { slug: detail.slug, code: detail.variants.digital.code }) };
    if (slug !== detail.slug) return { redirect: href.giftBox(locale, { slug: detail.slug, code: detail.code }) };
    return {
      props: { kind: 'box', detail },
      title: intl.formatMessage({ id: 'giftBoxes.seo.detail.title' }, { title: detail.title }),
      description: detail.description,
      ...(physical ? { robots: ROBOTS_NOINDEX } : {}),
    };
  };
}

export const loadGiftBoxPage = createGiftBoxPageLoader(giftBoxCatalog);
