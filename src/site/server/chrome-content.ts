import { toCatalogLocale } from '@/lib/locales';
import { announcementBannersUrl, promoBarsUrl, targetedBannersUrl } from '@/features/promotions/api/promotions';
import { announcementBanners, promoBars, targetedBanners } from '@/server/catalog/content/content.service';
import { getDb } from '@/server/db/get-db';
import type { PageContext } from '../page-types';
import type { PageKey } from '@/shared/routes';
import { promoFlowOf, promoPageOf } from '../layout/chrome-promotions';
import { logger } from '@/lib/logging/logger.js';
import { contentCache } from './content-cache';

/** The page never waits longer than this for its promotions: past it they are left out (the browser may fetch them). */
const DEADLINE_MS = 300;
/** Content changes rarely: a render reuses an answer (keyed by the URL the browser would call) for a while. */
const cached = contentCache<unknown>();

/**
 * The promo bar and announcement banner of home, search and product pages (and the search page's targeted banner
 * for a search without a theme), rendered with the page: handed to SWR's fallback under the same URLs the browser
 * would call, so nothing shifts after load and nothing is fetched twice. Nothing in customer-care mode; a catalog
 * failure only leaves them out.
 */
export async function chromeSwrFallback(ctx: PageContext, page: PageKey): Promise<Record<string, unknown>> {
  const promoPage = promoPageOf(page);
  if (!promoPage || ctx.flags.customerCare) return {};
  const flow = promoFlowOf(ctx.query.flow);
  const locale = toCatalogLocale(ctx.locale);
  const barsUrl = promoBarsUrl(ctx.env.API_BASE_URL, ctx.locale, promoPage, flow);
  const bannersUrl = announcementBannersUrl(ctx.env.API_BASE_URL, ctx.locale);
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${DEADLINE_MS} ms`)), DEADLINE_MS);
    });
    const targetedUrl = page === 'search' ? targetedBannersUrl(ctx.env.API_BASE_URL, ctx.locale, 'search') : null;
    const all = Promise.all([
      cached(getDb(), barsUrl, () => promoBars(getDb(), { locale, page: promoPage, flow })),
      cached(getDb(), bannersUrl, () => announcementBanners(getDb(), locale)),
      targetedUrl ? cached(getDb(), targetedUrl, () => targetedBanners(getDb(), { locale, page: 'search' })) : null,
    ]);
    all.catch(() => undefined); // a late failure after the deadline is already reported as a timeout
    const [bars, banners, targeted] = await Promise.race([all, deadline]).finally(() => clearTimeout(timer));
    return { [barsUrl]: bars, [bannersUrl]: banners, ...(targetedUrl ? { [targetedUrl]: targeted } : {}) };
  } catch (error) {
    logger.error({ err: error }, 'page chrome: promotions unavailable');
    return {};
  }
}
