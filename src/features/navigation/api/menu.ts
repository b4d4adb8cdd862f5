import useSWR from 'swr';
import { startImport } from '@/contracts/lazy';
import type { MenuResponse } from '@/contracts/menu';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { withTimeout } from '@/lib/fetch-timeout';

/** GET menu.json in the visitor's locale: the SWR key is the URL itself. */
export const menuUrl = (apiBase: string, locale: Locale): string => `${apiBase}/content/menu.json?locale=${toCatalogLocale(locale)}`;

/** Parsed with the contract; the schema (and zod) load with the call, not with the page. */
export async function fetchMenu(url: string): Promise<MenuResponse> {
  const schemas = startImport(() => import('@/contracts/menu.schema'));
  const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`menu.json answered ${response.status}`);
  const body: unknown = await response.json();
  return (await schemas).menuResponseSchema.parse(body);
}

/** The 'Inspirations' tree, fetched once the visitor shows interest (`load`); kept for the whole visit. */
export function useMenu(apiBase: string, locale: Locale, load: boolean) {
  const { data, error, isLoading, mutate } = useSWR(load ? menuUrl(apiBase, locale) : null, fetchMenu, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return { menu: data, error, isLoading: load && isLoading, retry: () => void mutate() };
}
