import useSWR from 'swr';
import { startImport } from '@/contracts/lazy';
import type { ThemesResponse } from '@/contracts/themes';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { withTimeout } from '@/lib/fetch-timeout';

/** GET themes.json in the visitor's locale: the SWR key is the URL itself. */
export const themesUrl = (apiBase: string, locale: Locale): string => `${apiBase}/content/themes.json?locale=${toCatalogLocale(locale)}`;

/** Parsed with the contract; the schema (and zod) load with the call, not with the page. */
export async function fetchThemes(url: string): Promise<ThemesResponse> {
  const schemas = startImport(() => import('@/contracts/themes.schema'));
  const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`themes.json answered ${response.status}`);
  const body: unknown = await response.json();
  return (await schemas).themesResponseSchema.parse(body);
}

/** Themes with their icons and the theme of the week, fetched once the visitor shows interest (`load`). */
export function useThemes(apiBase: string, locale: Locale, load: boolean) {
  const { data, error, isLoading, mutate } = useSWR(load ? themesUrl(apiBase, locale) : null, fetchThemes, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return { themes: data, error, isLoading: load && isLoading, retry: () => void mutate() };
}
