/**
 * The shipping costs of the point of sale (product-and-purchase §7 `GET /api/single-voucher/shipping-costs?pos`), for
 * a stay's physical gift format: parsed with its contract (zod and the schema load with the call, never with the
 * page), asked once (no refetch on focus or reconnect).
 */
import useSWR from 'swr';
import { startImport } from '@/contracts/lazy';
import type { ShippingCostsResponse } from '@/contracts/shipping-costs';
import { withTimeout } from '@/lib/fetch-timeout';
import { toCatalogLocale, type Locale } from '@/lib/locales';

const SWR_ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false } as const;

export const stayShippingCostsUrl = (apiBase: string, locale: Locale) => `${apiBase}/single-voucher/shipping-costs?pos=${toCatalogLocale(locale)}`;

async function fetchShippingCosts(url: string): Promise<ShippingCostsResponse> {
  const schemas = startImport(() => import('@/contracts/shipping-costs.schema'));
  const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  return (await schemas).shippingCostsResponseSchema.parse(body);
}

/** The costs (null while they load, 'error' when the call failed); nothing is asked while `url` is null. */
export function useStayShippingCosts(url: string | null): ShippingCostsResponse | null | 'error' {
  const { data, error } = useSWR(url, fetchShippingCosts, SWR_ONCE);
  if (error) return 'error';
  return data ?? null;
}
