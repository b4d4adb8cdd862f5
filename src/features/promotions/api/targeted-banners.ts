import useSWR from 'swr';
import { parseTargetedBannerResponse } from '@/contracts/targeted-banner';
import type { Locale } from '@/lib/locales';
import { fetcherOf, OPTIONS, targetedBannersUrl, type BannerPage } from './promotions';

// The search page fetches its targeted banners as it loads (they are not in SWR's fallback): a hand-written check, so
// that fetch does not bring zod into the page's first load. Apart from the promo bar and banner of every page's
// chrome, so the shell does not carry that check either.
const fetchTargeted = fetcherOf(async () => ({ parse: parseTargetedBannerResponse }));

/** Targeted banners of a page, the theme's first. */
export function useTargetedBanners(apiBase: string, locale: Locale, page: BannerPage, themeId?: number | null, enabled = true) {
  const { data } = useSWR(enabled ? targetedBannersUrl(apiBase, locale, page, themeId) : null, fetchTargeted, OPTIONS);
  return data?.items ?? [];
}
