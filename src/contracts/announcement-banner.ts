export const COLOR_VARIATIONS = ['black', 'grey', 'red', 'yellow', 'blue', 'green'] as const;

export type { RichText, AnnouncementBanner, AnnouncementBannerResponse } from './announcement-banner.schema';
