/**
 * The hotel page's calls (product-and-purchase §7), each parsed with its contract (zod and the schema load with the
 * call, never with the page):
 * - GET {apiBase}/hotels/{hotelId}/detail.json?locale&checkin&nights&adult&child&baby: the rooms' offers priced for a stay;
 * (The reviews modal's call is shared with the product page: src/shared/reviews/reviews-api.ts.)
 * Money in integer cents.
 */
import useSWR from 'swr';
import { startImport } from '@/contracts/lazy';
import type { HotelDetail } from '@/contracts/hotel-detail';
import { getJson } from '@/lib/fetch-timeout';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import type { Travellers } from '../model/hotel-address';

export type Stay = { checkin: string; nights: number };

/** The hotel's rooms and offers priced for a stay and travellers. */
export function hotelDetailUrl(apiBase: string, hotelId: number, locale: Locale, stay: Stay, travellers: Travellers): string {
  const params = new URLSearchParams({
    locale: toCatalogLocale(locale),
    checkin: stay.checkin,
    nights: String(stay.nights),
    adult: String(travellers.adults),
    child: String(travellers.children),
    baby: String(travellers.babies),
  });
  return `${apiBase}/hotels/${hotelId}/detail.json?${params}`;
}

export async function fetchHotelDetail(url: string): Promise<HotelDetail> {
  const schemas = startImport(() => import('@/contracts/hotel-detail.schema'));
  const body = await getJson(url);
  return (await schemas).hotelDetailSchema.parse(body);
}

const SWR_OPTIONS = { revalidateOnFocus: false, revalidateIfStale: false, keepPreviousData: true } as const;

/** The rooms priced for the visitor's stay (`key` null: no dates, the server's 'from' prices stand). */
export function usePricedHotel(key: string | null) {
  const { data, error, isLoading } = useSWR(key, fetchHotelDetail, SWR_OPTIONS);
  return { priced: key ? (data ?? null) : null, error: error as Error | undefined, loading: key !== null && isLoading };
}
