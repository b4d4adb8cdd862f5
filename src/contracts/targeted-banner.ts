export const TARGETED_BANNER_PAGES = ['search', 'home', 'product'] as const;

export type { TargetedBannerQuery, TargetedBanner, TargetedBannerResponse } from './targeted-banner.schema';
