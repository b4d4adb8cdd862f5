/**
 * The product page's calls (product-and-purchase §7), each parsed with its contract (zod and the schema load with the
 * call, never with the page):
 * - GET {apiBase}/weekend/{id}/detail.json?locale&checkin&night&adult&child&baby: the product priced for a stay;
 * - GET {apiBase}/weekend/{id}/quote-realtime.json?…&activitySelectionList&shownPrice: the live quote of the price check;
 * - GET {apiBase}/product/{id}/offers?checkin&nights&adult&child&baby&locale: the cancellation-policy options.
 * Money on these calls is in integer cents.
 */
import useSWR from 'swr';
import { startImport } from '@/contracts/lazy';
import type { ProductOffersResponse } from '@/contracts/product-offers';
import type { LiveQuote } from '@/contracts/quote';
import type { WeekendDetail } from '@/contracts/weekend-detail';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { getJson } from '@/lib/fetch-timeout';
import type { Travellers } from '../model/booking-steps';

export type StayQuery = { checkin: string; nights: number } | null;

export const guestParams = (travellers: Travellers) => ({ adult: String(travellers.adults), child: String(travellers.children), baby: String(travellers.babies) });

/** The detail's address: without a stay it is the server's own 'from' answer (2 adults). */
export function weekendDetailUrl(apiBase: string, offerId: number, locale: Locale, stay: StayQuery, travellers: Travellers): string {
  const params = new URLSearchParams({ locale: toCatalogLocale(locale), ...(stay ? { checkin: stay.checkin, night: String(stay.nights) } : {}), ...guestParams(travellers) });
  return `${apiBase}/weekend/${offerId}/detail.json?${params}`;
}

/** The product's offers priced for a stay: its cancellation-policy options are those of the same room and program. */
export function productOffersUrl(apiBase: string, offerId: number, locale: Locale, stay: NonNullable<StayQuery>, travellers: Travellers): string {
  const params = new URLSearchParams({ checkin: stay.checkin, nights: String(stay.nights), ...guestParams(travellers), locale: toCatalogLocale(locale) });
  return `${apiBase}/product/${offerId}/offers?${params}`;
}

export function liveQuoteUrl(
  apiBase: string,
  offerId: number,
  locale: Locale,
  { stay, travellers, activityDates, shownPrice }: { stay: NonNullable<StayQuery>; travellers: Travellers; activityDates: readonly string[]; shownPrice: number },
): string {
  const params = new URLSearchParams({ checkin: stay.checkin, nights: String(stay.nights), ...guestParams(travellers), locale: toCatalogLocale(locale), smartcapacity: 'true', shownPrice: String(shownPrice) });
  if (activityDates.length > 0) params.set('activitySelectionList', activityDates.join(','));
  return `${apiBase}/weekend/${offerId}/quote-realtime.json?${params}`;
}

export async function fetchWeekendDetail(url: string): Promise<WeekendDetail> {
  const schemas = startImport(() => import('@/contracts/weekend-detail.schema'));
  const body = await getJson(url);
  return (await schemas).weekendDetailSchema.parse(body);
}

export async function fetchLiveQuote(url: string): Promise<LiveQuote> {
  const schemas = startImport(() => import('@/contracts/quote.schema'));
  const body = await getJson(url);
  return (await schemas).liveQuoteSchema.parse(body);
}

export async function fetchProductOffers(url: string): Promise<ProductOffersResponse> {
  const schemas = startImport(() => import('@/contracts/product-offers.schema'));
  const body = await getJson(url);
  return (await schemas).productOffersResponseSchema.parse(body);
}

const SWR_OPTIONS = { revalidateOnFocus: false, revalidateIfStale: false, keepPreviousData: false } as const;

/**
 * The product for the visitor's stay and travellers. `key` null (the address is not read yet) fetches nothing; the
 * server's 'from' answer sits in SWR's fallback under the hash-less key, so a visit without a hash fetches nothing.
 */
export function useWeekendDetail(key: string | null) {
  const { data, error, isLoading } = useSWR(key, fetchWeekendDetail, SWR_OPTIONS);
  return { detail: data ?? null, error: error as Error | undefined, isLoading: key !== null && isLoading };
}

/** The product's offers for the stay (`key` null: no dates, nothing fetched); a failed call offers no choice. */
export function useProductOffers(key: string | null) {
  const { data } = useSWR(key, fetchProductOffers, SWR_OPTIONS);
  return data ?? null;
}
