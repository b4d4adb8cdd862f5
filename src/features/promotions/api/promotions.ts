import useSWR from 'swr';
import { startImport } from '@/contracts/lazy';
import type { PROMO_BAR_PAGES } from '@/contracts/promo-bars';
import type { TARGETED_BANNER_PAGES } from '@/contracts/targeted-banner';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { withTimeout } from '@/lib/fetch-timeout';

export type PromoPage = (typeof PROMO_BAR_PAGES)[number];
export type PromoFlow = 'booking' | 'gifting';
export type BannerPage = (typeof TARGETED_BANNER_PAGES)[number];

/** The SWR keys are the URLs themselves, so the server can hand the same answers to SWR's fallback. */
export const promoBarsUrl = (apiBase: string, locale: Locale, page: PromoPage, flow: PromoFlow): string =>
  `${apiBase}/cms/promoBars?locale=${toCatalogLocale(locale)}&page=${page}&flow=${flow}`;

export const announcementBannersUrl = (apiBase: string, locale: Locale): string => `${apiBase}/content/strapiAnnouncementBanner.json?locale=${toCatalogLocale(locale)}`;

export const targetedBannersUrl = (apiBase: string, locale: Locale, page: BannerPage, themeId?: number | null): string =>
  `${apiBase}/content/targetedBanner.json?locale=${toCatalogLocale(locale)}&page=${page}${themeId ? `&themeId=${themeId}` : ''}`;

/** A fetcher parsing with the contract's schema, imported with the call (zod is never part of the first load). */
export const fetcherOf =
  <T>(loadSchema: () => Promise<{ parse: (body: unknown) => T }>) =>
  async (url: string): Promise<T> => {
    const schema = startImport(loadSchema);
    const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body: unknown = await response.json();
    return (await schema).parse(body);
  };

const fetchPromoBars = fetcherOf(() => import('@/contracts/promo-bars.schema').then((m) => m.promoBarsResponseSchema));
const fetchAnnouncements = fetcherOf(() => import('@/contracts/announcement-banner.schema').then((m) => m.announcementBannerResponseSchema));
// Promotional content changes rarely and a failure only hides it: no refetch on focus, no retries.
export const OPTIONS = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false } as const;

/** Promo bars of a page and flow; `null` key (nothing fetched) in customer-care mode. */
export function usePromoBars(apiBase: string, locale: Locale, page: PromoPage, flow: PromoFlow, enabled = true) {
  const { data } = useSWR(enabled ? promoBarsUrl(apiBase, locale, page, flow) : null, fetchPromoBars, OPTIONS);
  return data?.items ?? [];
}

/** The announcement banners of one page kind: an empty list while loading, on failure or without content. */
export function useAnnouncementBanners(apiBase: string, locale: Locale, page: PromoPage, enabled = true) {
  const { data } = useSWR(enabled ? announcementBannersUrl(apiBase, locale) : null, fetchAnnouncements, OPTIONS);
  if (!data) return [];
  return { home: data.homePages, search: data.searchPages, product: data.productPages }[page];
}

// Targeted banners (`useTargetedBanners`) are in `./targeted-banners.ts`: their check is not part of the header's first load.
