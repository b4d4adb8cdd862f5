import { isListedBox, type GiftBoxCard } from '@/contracts/gift-boxes';
import { toCatalogLocale } from '@/lib/locales';
import { searchGiftBoxes } from '@/server/catalog/gift-boxes/gift-boxes.service';
import { getDb } from '@/server/db/get-db';
import type { PageLoader } from '../../page-types';
import { logger } from '@/lib/logging/logger.js';

export type GiftBoxesPageProps = {
  /** The boxes whose code ends in EBOX (§2.5), or null when the catalog call failed ('Oops, something went wrong'). */
  boxes: GiftBoxCard[] | null;
};

/** The listing's catalog call, in-process (tests pass their own). */
export type GiftBoxesCatalog = { search: (locale: ReturnType<typeof toCatalogLocale>) => Promise<GiftBoxCard[]> };

export const giftBoxesCatalog: GiftBoxesCatalog = { search: async (locale) => (await searchGiftBoxes(getDb(), { locale })).boxes };

/** The gift box listing: rendered on the server with its boxes; a failed call still renders the page, with its message (503). */
export function createGiftBoxesPageLoader(catalog: GiftBoxesCatalog): PageLoader<GiftBoxesPageProps> {
  return async ({ locale, intl, res }) => {
    let boxes: GiftBoxCard[] | null;
    try {
      boxes = (await catalog.search(toCatalogLocale(locale))).filter((box) => isListedBox(box.code));
    } catch (error) {
      logger.error({ err: error }, 'gift box listing: the box search failed');
      res.statusCode = 503;
      boxes = null;
    }
    return {
      props: { boxes },
      title: intl.formatMessage({ id: 'giftBoxes.seo.listing.title' }),
      description: intl.formatMessage({ id: 'giftBoxes.seo.listing.description' }),
    };
  };
}

export const loadGiftBoxesPage = createGiftBoxesPageLoader(giftBoxesCatalog);
