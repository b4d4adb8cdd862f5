import type { Kysely } from 'kysely';
import type { HotelDetail } from '@/contracts/hotel-detail';
import { hotelDetailQuerySchema } from '@/contracts/hotel-detail.schema';
import type { OfferCard } from '@/contracts/offers';
import type { ReviewsResponse } from '@/contracts/reviews';
import { reviewsQuerySchema } from '@/contracts/reviews.schema';
import { searchCriteriaSchema } from '@/contracts/search-criteria.schema';
import { getHotelDetail } from '@/server/catalog/hotel/hotel-detail.service';
import { searchOfferCards } from '@/server/catalog/offers/offers.service';
import { hotelReviews } from '@/server/catalog/reviews/reviews.service';
import type { Database } from '@/server/db/database';
import { getDb } from '@/server/db/get-db';
import { NotFoundError } from '@/server/errors/domain-errors';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { requestNonce } from '@/lib/security/content-security-policy';
import type { PageContext, PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';
import { hotelBreadcrumb, hotelJsonLd, type JsonLd } from './json-ld';
import { logger } from '@/lib/logging/logger.js';

export type HotelPageProps = {
  detail: HotelDetail;
  /** Home → region → town → hotel, locale-relative addresses. */
  breadcrumb: { name: string; path: string }[];
  /** The hotel's newest reviews in the page's language (every language when it has none); null when they failed. */
  reviews: ReviewsResponse | null;
  /** Hotels around it, nearest first (one card each, its cheapest stay). */
  nearby: OfferCard[];
  jsonLd: JsonLd;
  nonce: string | null;
};

/** The catalog as the page needs it, in-process during server rendering (tests pass their own). */
export type HotelCatalog = {
  /** The hotel with its rooms and their 'from' prices, or null when the catalog does not know the id. */
  detail: (hotelId: number, locale: Locale) => Promise<HotelDetail | null>;
  reviews: (hotelId: number, locale: Locale) => Promise<ReviewsResponse>;
  nearby: (hotel: HotelDetail['hotel'], locale: Locale) => Promise<OfferCard[]>;
};

/** §2.2: the nearby-hotels carousel; it scrolls 3 at a time, so a few pages of them. */
export const NEARBY_HOTELS = 9;
/** How far a nearby hotel may be, in km. */
export const NEARBY_RADIUS_KM = 100;

/** A part of the page that failed is left out (§8: a failing reviews call renders nothing); the page still renders. */
async function orNull<T>(what: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error, what }, 'hotel page: a part failed');
    return null;
  }
}

/**
 * The hotel page (product-and-purchase §2.2): the hotel, its rooms with their offers at their 'from' prices (the
 * hash's dates and travellers are read in the browser), the first reviews and the hotels nearby. An unknown id is the
 * not-found page (404); an inactive hotel is shown without offers and not indexed.
 */
export function createHotelPageLoader(catalog: HotelCatalog): PageLoader<HotelPageProps> {
  return async ({ locale, params, intl, req, env }: PageContext) => {
    const hotelId = Number(params[0]);
    const detail = await catalog.detail(hotelId, locale);
    if (!detail) return { notFound: true };
    const hotel = detail.hotel;
    const [reviews, nearby] = await Promise.all([orNull('reviews', () => catalog.reviews(hotelId, locale)), orNull('nearby hotels', () => catalog.nearby(hotel, locale))]);
    const homeName = intl.formatMessage({ id: 'product.breadcrumb.home' });
    const prices = detail.rooms.flatMap((r) => r.offers.flatMap((o) => (o.bookable && o.priceInfo ? [o.priceInfo] : [])));
    const cheapest = prices.length > 0 ? prices.reduce((a, b) => (b.sellPrice < a.sellPrice ? b : a)) : null;
    return {
      props: {
        detail,
        breadcrumb: hotelBreadcrumb(hotel, locale, homeName),
        reviews,
        nearby: nearby ?? [],
        jsonLd: hotelJsonLd({ hotel, siteUrl: env.SITE_URL, locale, homeName, fromPrice: cheapest ? { amount: cheapest.sellPrice, currency: cheapest.currency } : null }),
        nonce: requestNonce(req.headers),
      },
      title: intl.formatMessage({ id: 'hotel.seo.title' }, { hotel: hotel.label, town: hotel.location.label }),
      description: intl.formatMessage({ id: 'hotel.seo.description' }, { hotel: hotel.label, town: hotel.location.label }),
      ...(detail.status === 'active' ? {} : { robots: ROBOTS_NOINDEX }),
    };
  };
}

/** The hotels around one: the hotel flow's search around its position, nearest first, one card per hotel. */
export const nearbyCriteria = (hotel: HotelDetail['hotel'], locale: Locale) =>
  searchCriteriaSchema.parse({
    locale: toCatalogLocale(locale),
    location: { latitude: hotel.location.latitude, longitude: hotel.location.longitude, maxDistance: NEARBY_RADIUS_KM },
    excludedHotelIds: [hotel.id],
    itemCategory: 'weekend',
    orderBy: 'distance',
    packagesPerHotel: 1,
    pageSize: NEARBY_HOTELS,
  });

export const hotelCatalogOn = (db: () => Kysely<Database>): HotelCatalog => ({
  detail: async (hotelId, locale) => {
    try {
      return await getHotelDetail(db(), hotelDetailQuerySchema.parse({ hotelId, locale: toCatalogLocale(locale) }));
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  },
  reviews: (hotelId, locale) => hotelReviews(db(), reviewsQuerySchema.parse({ hotelId, locale: toCatalogLocale(locale), withOtherLanguageFallback: true })),
  nearby: (hotel, locale) => searchOfferCards(db(), nearbyCriteria(hotel, locale)),
});

export const loadHotelPage = createHotelPageLoader(hotelCatalogOn(getDb));
