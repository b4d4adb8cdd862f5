import type { WeekendDetail } from '@/contracts/weekend-detail';
import type { Locale } from '@/lib/locales';
import { absolutePath, href, slugOf } from '@/shared/routes';
import { eurosOf } from '@/lib/money';

/** Structured data as an object: the page writes it into its script with `scriptSafeJson` (src/lib/security/script-json.ts). */
export type JsonLd = Record<string, unknown>;

/**
 * The product's structured data (issue 15 §9): a Hotel with its Offer (price and currency of the 'from' price) and an
 * aggregate rating computed from the stored reviews (out of 10, only when it has reviews: never a fixed rating), and
 * the BreadcrumbList home → region → town (their landing pages) → product.
 */
export function productJsonLd({ detail, siteUrl, locale, path, homeName }: { detail: WeekendDetail; siteUrl: string; locale: Locale; path: string; homeName: string }): JsonLd {
  const url = siteUrl + absolutePath(locale, path);
  const hotel = detail.hotel;
  const price = detail.price;
  const graph: Record<string, unknown>[] = [
    {
      '@type': 'Hotel',
      name: hotel.label,
      url,
      image: detail.images.slice(0, 5).map((src) => (src.startsWith('/') ? siteUrl + src : src)),
      address: {
        '@type': 'PostalAddress',
        streetAddress: hotel.location.address,
        postalCode: hotel.location.postcode,
        addressLocality: hotel.location.city.label,
        addressRegion: hotel.location.region.label,
        addressCountry: hotel.location.country.code,
      },
      geo: { '@type': 'GeoCoordinates', latitude: hotel.location.latitude, longitude: hotel.location.longitude },
      ...(hotel.star > 0 ? { starRating: { '@type': 'Rating', ratingValue: hotel.star } } : {}),
      ...(hotel.review.score !== null && hotel.review.totalCount > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(hotel.review.score * 10) / 10, bestRating: 10, worstRating: 0, reviewCount: hotel.review.totalCount } }
        : {}),
      ...(price
        ? {
            makesOffer: {
              '@type': 'Offer',
              name: detail.label,
              url,
              price: eurosOf(price.sellPrice).toFixed(2),
              priceCurrency: price.currency,
              availability: 'https://schema.org/InStock',
            },
          }
        : {}),
    },
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: homeName, item: siteUrl + absolutePath(locale, href.home(locale)) },
        { name: hotel.location.region.label, item: siteUrl + absolutePath(locale, href.search(locale, { landing: { kind: 'region', slug: slugOf(hotel.location.region.label) } })) },
        { name: hotel.location.city.label, item: siteUrl + absolutePath(locale, href.search(locale, { landing: { kind: 'city', slug: slugOf(hotel.location.city.label) } })) },
        { name: detail.label, item: url },
      ].map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
    },
  ];
  return { '@context': 'https://schema.org', '@graph': graph };
}
