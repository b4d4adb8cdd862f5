/**
 * The stays a box opens, a page of 8 at a time (GET {apiBase}/boxes/{code}/offers?locale&page&limit, §7): loaded by
 * the carousel only (swr/infinite comes with it, never with the page). Pages are never fetched again on focus or
 * reconnect, and the list stops at the first empty page (§4).
 */
import useSWRInfinite from 'swr/infinite';
import { BOX_OFFERS_PAGE_SIZE, giftBoxOffersUrl, type GiftBoxOffersResponse } from '@/contracts/gift-boxes';
import { startImport } from '@/contracts/lazy';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { getJson } from '@/lib/fetch-timeout';

async function fetchStays(url: string): Promise<GiftBoxOffersResponse> {
  const schemas = startImport(() => import('@/contracts/gift-boxes.schema'));
  const body = await getJson(url);
  return (await schemas).giftBoxOffersResponseSchema.parse(body);
}

/** The address of page `index + 1`, or null once the previous page came back empty (the end). */
export function stayPageKey(apiBase: string, code: string, locale: Locale) {
  return (index: number, previous: GiftBoxOffersResponse | null): string | null =>
    previous && previous.exactMatch.length === 0 ? null : giftBoxOffersUrl(apiBase, code, { locale: toCatalogLocale(locale), page: index + 1, limit: BOX_OFFERS_PAGE_SIZE });
}

export function useBoxStays(apiBase: string, code: string, locale: Locale) {
  const { data, error, size, setSize, isValidating } = useSWRInfinite(stayPageKey(apiBase, code, locale), fetchStays, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateFirstPage: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  const pages = data ?? [];
  const stays = pages.flatMap((p) => p.exactMatch);
  const ended = pages.length > 0 && pages[pages.length - 1].exactMatch.length === 0;
  const loading = !error && (pages.length < size || isValidating) && !ended;
  return { stays, ended, loading, error, loadMore: () => (ended || loading ? undefined : void setSize(size + 1)) };
}
