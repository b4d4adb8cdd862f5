/**
 * GET {apiBase}/weekend/{id}/weekends.json?nights&adult&child&baby&locale: the next twelve weekends priced for the
 * visitor's party (docs/catalog-api.md). Parsed with its contract, loaded with the grid, never with the page.
 */
import useSWR from 'swr';
import { startImport } from '@/contracts/lazy';
import type { StayWeekends } from '@/contracts/stay-weekends';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { getJson } from '@/lib/fetch-timeout';
import type { Travellers } from '../model/booking-steps';
import { guestParams } from './product-api';

/** `nights` null: the offer's shortest stay. */
export function stayWeekendsUrl(apiBase: string, offerId: number, locale: Locale, nights: number | null, travellers: Travellers): string {
  const params = new URLSearchParams({ ...(nights ? { nights: String(nights) } : {}), ...guestParams(travellers), locale: toCatalogLocale(locale) });
  return `${apiBase}/weekend/${offerId}/weekends.json?${params}`;
}

export async function fetchStayWeekends(url: string): Promise<StayWeekends> {
  const schemas = startImport(() => import('@/contracts/stay-weekends.schema'));
  const body = await getJson(url);
  return (await schemas).stayWeekendsSchema.parse(body);
}

export function useStayWeekends(url: string) {
  const { data, error, isLoading } = useSWR(url, fetchStayWeekends, { revalidateOnFocus: false });
  return { weekends: data, error: error as unknown, isLoading };
}
