/**
 * The shipping costs of the point of sale (product-and-purchase §7 `GET /api/single-voucher/shipping-costs?pos`) and
 * the extras (`GET /api/sub-elements/available-custom-sub-elements?locale`, the sleeves) of a stay's physical gift format: parsed with its contract (zod and the schema load with the call, never with the
 * page), asked once (no refetch on focus or reconnect).
 */
import useSWR from 'swr';
import { startImport } from '@/contracts/lazy';
import type { ShippingCostsResponse } from '@/contracts/shipping-costs';
import type { SubElementsResponse } from '@/contracts/sub-elements';
import { withTimeout } from '@/lib/fetch-timeout';
import { toCatalogLocale, type Locale } from '@/lib/locales';

const SWR_ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false } as const;

export const stayShippingCostsUrl = (apiBase: string, locale: Locale) => `${apiBase}/single-voucher/shipping-costs?pos=${toCatalogLocale(locale)}`;

export const staySubElementsUrl = (apiBase: string, locale: Locale) => `${apiBase}/sub-elements/available-custom-sub-elements?locale=${toCatalogLocale(locale)}`;

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

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

/** The extras (sleeves) of a physical gift, asked once the physical format is chosen (`url` null otherwise). */
export function useStaySubElements(url: string | null): SubElementsResponse | null {
  return useSWR(url, fetchSubElements, SWR_ONCE).data ?? null;
}

/** The costs (null while they load, 'error' when the call failed); nothing is asked while `url` is null. */
export function useStayShippingCosts(url: string | null): ShippingCostsResponse | null | 'error' {
  const { data, error } = useSWR(url, fetchShippingCosts, SWR_ONCE);
  if (error) return 'error';
  return data ?? null;
}
