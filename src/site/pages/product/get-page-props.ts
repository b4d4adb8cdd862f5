import type { Kysely } from 'kysely';
import type { OfferCard } from '@/contracts/offers';
import { reviewsQuerySchema } from '@/contracts/reviews.schema';
import type { ReviewsResponse } from '@/contracts/reviews';
import { hotelReviews } from '@/server/catalog/reviews/reviews.service';
import type { Database } from '@/server/db/database';
import { searchCriteriaSchema } from '@/contracts/search-criteria.schema';
import { searchOfferCards } from '@/server/catalog/offers/offers.service';
import { findOfferLabels } from '@/server/catalog/product/product.repository';
import { getWeekendDetail } from '@/server/catalog/product/weekend-detail.service';
import { getDb } from '@/server/db/get-db';
import { NotFoundError } from '@/server/errors/domain-errors';
import type { WeekendDetail, WeekendDetailQuery } from '@/contracts/weekend-detail';
import { LOCALES, toCatalogLocale, type Locale } from '@/lib/locales';
import type { CatalogLocaleCode } from '@/contracts/common';
import { requestNonce } from '@/lib/security/content-security-policy';
import { href, slugOf } from '@/shared/routes';
import type { PageContext, PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';
import { productJsonLd, type JsonLd } from './json-ld';
import { howItWorksVideo } from './how-it-works-video';
import type { HowItWorksVideo } from '@/components/ui/how-it-works';
import { logger } from '@/lib/logging/logger.js';

export type ProductPageProps =
  | {
      kind: 'product';
      detail: WeekendDetail;
      /** The page's locale-relative path, with its slug. */
      path: string;
      /** Up to 4 other offers of the hotel ('from' cards). */
      otherOffers: OfferCard[];
      /** The hotel's newest reviews in the page's language (every language when it has none); null when they failed. */
      reviews: ReviewsResponse | null;
      /** JSON-LD (Hotel with its Offer and rating, BreadcrumbList), serialised for a script tag. */
      jsonLd: JsonLd;
      nonce: string | null;
      /** the query's flow: 'gifting' opens the page to offer the stay (§2.1, §4) */
      flow: 'booking' | 'gifting';
      /** the how-it-works video, when the settings configure one (with its captions) */
      howItWorksVideo: HowItWorksVideo | null;
    }
  | {
      /** 'Too late!' (§2.1): the offer has expired or is unpublished; its hotel's other offers. */
      kind: 'tooLate';
      hotelLabel: string;
      otherOffers: OfferCard[];
      searchHref: string;
    };

/** The catalog as the page needs it, called in-process during server rendering (tests pass their own). */
export type ProductCatalog = {
  /** The product for 2 adults without dates ('from' price), or null when the catalog does not know the id. */
  detail: (query: WeekendDetailQuery) => Promise<WeekendDetail | null>;
  /** The other stays of a hotel ('from' prices). */
  hotelOffers: (hotelId: number, locale: Locale) => Promise<OfferCard[]>;
  /** The offer's label in each catalog locale it is translated into (the page's alternates name it in each). */
  labels: (offerId: number) => Promise<Partial<Record<CatalogLocaleCode, string>>>;
  /** The first page of a hotel's reviews. */
  reviews: (hotelId: number, locale: Locale) => Promise<ReviewsResponse>;
};

export const OTHER_OFFERS_SHOWN = 4;

/** The other offers of the hotel, without this one; none when the search fails (the page still renders). */
async function otherOffersOf(catalog: ProductCatalog, hotelId: number, locale: Locale, offerId: number): Promise<OfferCard[]> {
  try {
    return (await catalog.hotelOffers(hotelId, locale)).filter((o) => o.id !== offerId).slice(0, OTHER_OFFERS_SHOWN);
  } catch (error) {
    logger.error({ err: error, offerId }, "product page: the hotel's other offers failed");
    return [];
  }
}

/** The hotel's reviews; none when the call fails (§8: the block renders nothing, the page still renders). */
async function reviewsOf(catalog: ProductCatalog, hotelId: number, locale: Locale): Promise<ReviewsResponse | null> {
  try {
    return await catalog.reviews(hotelId, locale);
  } catch (error) {
    logger.error({ err: error, hotelId }, 'product page: the reviews failed');
    return null;
  }
}

/** The slug of the offer's label in each language (the page's alternates name it in each); without slugs when the labels fail. */
async function localePathsOf(catalog: ProductCatalog, offerId: number, locale: Locale, own: WeekendDetail): Promise<Record<Locale, string>> {
  const labels = await catalog.labels(offerId).catch((error: unknown) => {
    logger.error({ err: error, offerId }, 'product page: the labels of the other languages failed');
    return {} as Partial<Record<CatalogLocaleCode, string>>;
  });
  const entries = LOCALES.map((l): [Locale, string] => {
    const label = l === locale ? own.label : labels[toCatalogLocale(l)];
    return [l, href.product(l, offerId, { slug: label ? slugOf(label) || undefined : undefined })];
  });
  return Object.fromEntries(entries) as Record<Locale, string>;
}

/**
 * The stay product page (product-and-purchase §2.1). Renders the 'from' price for 2 adults: the hash, with the
 * visitor's dates and travellers, is read in the browser. A missing or wrong slug redirects to the label's slug; an
 * unknown id is the not-found page (404); an expired or unpublished offer the 'Too late!' page (410, noindex).
 */
export function createProductPageLoader(catalog: ProductCatalog): PageLoader<ProductPageProps> {
  return async (ctx: PageContext) => {
    const { locale, params, intl, req, res, env, query } = ctx;
    const offerId = Number(params[0]);
    const detail = await catalog.detail({ id: offerId, locale: toCatalogLocale(locale), adult: 2, child: 0, baby: 0 });
    if (!detail) return { notFound: true };
    if (detail.status !== 'active') {
      res.statusCode = 410;
      const otherOffers = await otherOffersOf(catalog, detail.hotel.id, locale, offerId);
      return {
        props: { kind: 'tooLate', hotelLabel: detail.hotel.label, otherOffers, searchHref: href.hotelOffers(locale, detail.hotel.id) },
        title: intl.formatMessage({ id: 'product.tooLate.title' }),
        description: intl.formatMessage({ id: 'product.tooLate.text' }),
        robots: ROBOTS_NOINDEX,
      };
    }
    const slug = slugOf(detail.label);
    const path = href.product(locale, offerId, { slug: slug || undefined });
    // The query's flow survives the redirect; the browser keeps the hash.
    if (slug && params[1] !== slug) return { redirect: href.product(locale, offerId, { slug, flow: query.flow === 'gifting' ? 'gifting' : undefined }) };
    // A redirect reads nothing more; the page reads its three parts side by side, one statement or a few each.
    const [otherOffers, localePaths, reviews] = await Promise.all([
      otherOffersOf(catalog, detail.hotel.id, locale, offerId),
      localePathsOf(catalog, offerId, locale, detail),
      reviewsOf(catalog, detail.hotel.id, locale),
    ]);
    return {
      props: {
        kind: 'product',
        detail,
        path,
        otherOffers,
        reviews,
        jsonLd: productJsonLd({ detail, siteUrl: env.SITE_URL, locale, path, homeName: intl.formatMessage({ id: 'product.breadcrumb.home' }) }),
        nonce: requestNonce(req.headers),
        flow: query.flow === 'gifting' && detail.giftable ? 'gifting' : 'booking',
        howItWorksVideo: howItWorksVideo(env, locale),
      },
      title: intl.formatMessage({ id: 'product.seo.title' }, { label: detail.label, hotel: detail.hotel.label }),
      description: intl.formatMessage({ id: 'product.seo.description' }, { label: detail.label, hotel: detail.hotel.label, town: detail.hotel.location.label }),
      localePaths,
    };
  };
}

/** The hotel search of the other offers: the stay search with the hotel id, 'from' prices (one more: this offer may be among them). */
export const hotelOffersCriteria = (hotelId: number, locale: Locale) =>
  searchCriteriaSchema.parse({ locale: toCatalogLocale(locale), hotelId, packagesPerHotel: 20, pageSize: OTHER_OFFERS_SHOWN + 1 });

/** The page's catalog, in-process on a database: the weekend detail service and the stay search of the hotel. */
export const productCatalogOn = (db: () => Kysely<Database>): ProductCatalog => ({
  detail: async (query) => {
    try {
      return await getWeekendDetail(db(), query);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  },
  hotelOffers: (hotelId, locale) => searchOfferCards(db(), hotelOffersCriteria(hotelId, locale)),
  labels: async (offerId) => Object.fromEntries((await findOfferLabels(db(), offerId)).map((row) => [row.locale, row.label])),
  reviews: (hotelId, locale) => hotelReviews(db(), reviewsQuerySchema.parse({ hotelId, locale: toCatalogLocale(locale), withOtherLanguageFallback: true })),
});

export const loadProductPage = createProductPageLoader(productCatalogOn(getDb));
