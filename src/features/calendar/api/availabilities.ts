/**
 * What the calendar fetches when the search concerns one hotel or one offer (search-and-discovery §3, §4, §7;
 * product-and-purchase §4 'Date selection'):
 * - GET {apiBase}/hotels/{hotelId}/availabilities.json?locale&month&length=12: per-day price and minimum stay;
 * - GET {apiBase}/weekend/{offerId}/packageCheckoutNights.json?checkin&adult&child&baby&locale&multiOffer=true: the
 *   night counts allowed from the chosen check-in.
 * Both answers are parsed with their contract (the schemas and zod load with the first call, not with the page). A failure of the allowed nights clears them and stops loading,
 * silently (§8); a failure of the availabilities is logged and the calendar works without prices.
 */
import useSWR from 'swr';
import { MAX_AVAILABILITY_MONTHS } from '@/contracts/hotel-availabilities';
import { startImport } from '@/contracts/lazy';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import type { Availabilities } from '../model/availability';
import type { YearMonth } from '@/lib/days';
import { getJson } from '@/lib/fetch-timeout';

export interface Guests {
  adults: number;
  children: number;
  babies: number;
}

export const hotelAvailabilitiesUrl = (apiBase: string, hotelId: number, locale: Locale, month: YearMonth): string =>
  `${apiBase}/hotels/${hotelId}/availabilities.json?${new URLSearchParams({ locale: toCatalogLocale(locale), month, length: String(MAX_AVAILABILITY_MONTHS) })}`;

export const checkoutNightsUrl = (apiBase: string, offerId: number, checkin: string, guests: Guests, locale: Locale): string =>
  `${apiBase}/weekend/${offerId}/packageCheckoutNights.json?${new URLSearchParams({
    checkin,
    adult: String(guests.adults),
    child: String(guests.children),
    baby: String(guests.babies),
    locale: toCatalogLocale(locale),
    multiOffer: 'true',
  })}`;

export async function fetchAvailabilities(url: string): Promise<Availabilities> {
  const schemas = startImport(() => import('@/contracts/hotel-availabilities.schema'));
  const body = await getJson(url);
  return (await schemas).hotelAvailabilitiesResponseSchema.parse(body).days;
}

export async function fetchCheckoutNights(url: string): Promise<number[]> {
  const schemas = startImport(() => import('@/contracts/checkout-nights.schema'));
  const body = await getJson(url);
  return (await schemas).checkoutNightsResponseSchema.parse(body);
}

const SWR_OPTIONS = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false } as const;

/** A hotel's availabilities from `month` on, once `enabled` (the calendar was opened); null while unknown or failed. */
export function useHotelAvailabilities(apiBase: string, locale: Locale, hotelId: number | null, month: YearMonth | null) {
  const key = hotelId !== null && month !== null ? hotelAvailabilitiesUrl(apiBase, hotelId, locale, month) : null;
  const { data, isLoading } = useSWR(key, fetchAvailabilities, {
    ...SWR_OPTIONS,
    onError: (failure: unknown) => console.error('Calendar availabilities failed', failure),
  });
  return { availabilities: key ? (data ?? null) : null, loading: key !== null && isLoading };
}

/** The nights allowed from a pending check-in of an offer; null without an offer or check-in, while loading, or after a failure. */
export function useCheckoutNights(apiBase: string, locale: Locale, offerId: number | null, checkin: string | null, guests: Guests) {
  const key = offerId !== null && checkin !== null ? checkoutNightsUrl(apiBase, offerId, checkin, guests, locale) : null;
  const { data, error, isLoading } = useSWR(key, fetchCheckoutNights, SWR_OPTIONS);
  return { allowedNights: key && !error ? (data ?? null) : null, loading: key !== null && isLoading };
}
