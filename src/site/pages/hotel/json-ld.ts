import type { DetailHotel } from '@/contracts/weekend-detail';
import type { Locale } from '@/lib/locales';
import { absolutePath, href, slugOf } from '@/shared/routes';
import { eurosOf } from '@/lib/money';

export type JsonLd = Record<string, unknown>;

/** The hotel's breadcrumb (§2.2): home → region → town (their landing pages) → the hotel; locale-relative addresses. */
export function hotelBreadcrumb(hotel: DetailHotel, locale: Locale, homeName: string): { name: string; path: string }[] {
  return [
    { name: homeName, path: href.home(locale) },
    ...(hotel.location.region.label ? [{ name: hotel.location.region.label, path: href.search(locale, { landing: { kind: 'region', slug: slugOf(hotel.location.region.label) } }) }] : []),
    ...(hotel.location.city.label ? [{ name: hotel.location.city.label, path: href.search(locale, { landing: { kind: 'city', slug: slugOf(hotel.location.city.label) } }) }] : []),
    { name: hotel.label, path: href.hotel(locale, hotel.id) },
  ];
}

/**
 * The hotel page's structured data: a Hotel with address, geo, star rating and an aggregate rating computed from the
 * stored reviews (out of 10, only when it has reviews: never the spec's fixed 4.5), its lowest 'from' price as a
 * price range, and the BreadcrumbList of the page's breadcrumb.
 */
export function hotelJsonLd({ hotel, siteUrl, locale, homeName, fromPrice }: { hotel: DetailHotel; siteUrl: string; locale: Locale; homeName: string; fromPrice: { amount: number; currency: string } | null }): JsonLd {
  const url = siteUrl + absolutePath(locale, href.hotel(locale, hotel.id));
  const absolute = (src: string) => (src.startsWith('/') ? siteUrl + src : src);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Hotel',
        '@id': `${url}#hotel`,
        name: hotel.label,
        url,
        image: hotel.images.slice(0, 5).map(absolute),
        address: {
          '@type': 'PostalAddress',
          streetAddress: hotel.location.address,
          postalCode: hotel.location.postcode,
          addressLocality: hotel.location.city.label,
          addressRegion: hotel.location.region.label,
          addressCountry: hotel.location.country.code,
        },
        geo: { '@type': 'GeoCoordinates', latitude: hotel.location.latitude, longitude: hotel.location.longitude },
        checkinTime: hotel.checkInOut.checkin,
        checkoutTime: hotel.checkInOut.checkout,
        petsAllowed: hotel.policy.petsAllowed,
        ...(hotel.star > 0 ? { starRating: { '@type': 'Rating', ratingValue: hotel.star } } : {}),
        ...(hotel.review.score !== null && hotel.review.totalCount > 0
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(hotel.review.score * 10) / 10, bestRating: 10, worstRating: 0, reviewCount: hotel.review.totalCount } }
          : {}),
        ...(fromPrice ? { priceRange: `${eurosOf(fromPrice.amount).toFixed(2)} ${fromPrice.currency}+` } : {}),
        amenityFeature: hotel.facilities.map((f) => ({ '@type': 'LocationFeatureSpecification', name: f.label, value: true })),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: hotelBreadcrumb(hotel, locale, homeName).map((entry, index) => ({ '@type': 'ListItem', position: index + 1, name: entry.name, item: siteUrl + absolutePath(locale, entry.path) })),
      },
    ],
  };
}
