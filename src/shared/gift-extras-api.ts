/**
 * The physical format's calls (product-and-purchase §7), for gift boxes and gift stays alike, each parsed with its
 * contract (zod and the schema load with the call, never with the page); none is fetched again on focus or reconnect:
 * - GET {apiBase}/single-voucher/shipping-costs?pos: shipping per country;
 * - GET {apiBase}/sub-elements/available-custom-sub-elements?locale: the extras (sleeves, cards) by category.
 */
import useSWR from 'swr';
import { startImport } from '@/contracts/lazy';
import type { ShippingCostsResponse } from '@/contracts/shipping-costs';
import type { SubElementsResponse } from '@/contracts/sub-elements';
import { getJson } from '@/lib/fetch-timeout';
import { toCatalogLocale, type Locale } from '@/lib/locales';

const SWR_ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false } as const;

export const shippingCostsUrl = (apiBase: string, locale: Locale) => `${apiBase}/single-voucher/shipping-costs?pos=${toCatalogLocale(locale)}`;
export const subElementsUrl = (apiBase: string, locale: Locale) => `${apiBase}/sub-elements/available-custom-sub-elements?locale=${toCatalogLocale(locale)}`;

async function fetchShippingCosts(url: string): Promise<ShippingCostsResponse> {
  const schemas = startImport(() => import('@/contracts/shipping-costs.schema'));
  const body = await getJson(url);
  return (await schemas).shippingCostsResponseSchema.parse(body);
}

async function fetchSubElements(url: string): Promise<SubElementsResponse> {
  const schemas = startImport(() => import('@/contracts/sub-elements.schema'));
  const body = await getJson(url);
  return (await schemas).subElementsResponseSchema.parse(body);
}

/** The shipping costs, asked for only when the physical format may be offered (`url` null otherwise). */
export function useShippingCosts(url: string | null) {
  return useSWR(url, fetchShippingCosts, SWR_ONCE);
}

/** The extras, asked for once the physical format is chosen. */
export function useSubElements(url: string | null) {
  return useSWR(url, fetchSubElements, SWR_ONCE);
}
