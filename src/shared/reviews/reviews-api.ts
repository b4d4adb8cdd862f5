/**
 * The reviews modal's call (product-and-purchase §7, §8, §9), shared by the hotel and product pages:
 * GET {apiBase}/hotel/{hotelId}/reviews.json?locale&language&sort&page&client=msite, a page of 10 reviews. The
 * schema (and zod) load with the call, never with the page.
 */
import { startImport } from '@/contracts/lazy';
import type { ReviewLanguage, ReviewSort, ReviewsResponse } from '@/contracts/reviews';
import { withTimeout } from '@/lib/fetch-timeout';
import { toCatalogLocale, type Locale } from '@/lib/locales';

/** A page of reviews: zero-based page of 10, in one language or all. */
export function reviewsUrl(apiBase: string, hotelId: number, locale: Locale, { language, sort, page }: { language: ReviewLanguage | 'all'; sort: ReviewSort; page: number }): string {
  const params = new URLSearchParams({ locale: toCatalogLocale(locale), language, sort, page: String(page), client: 'msite' });
  return `${apiBase}/hotel/${hotelId}/reviews.json?${params}`;
}

export async function fetchReviews(url: string): Promise<ReviewsResponse> {
  const schemas = startImport(() => import('@/contracts/reviews.schema'));
  const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await schemas).reviewsResponseSchema.parse(await response.json());
}
