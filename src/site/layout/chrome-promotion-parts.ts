/**
 * The promo bar and announcement banner, one chunk of their own (page-chrome.tsx loads it through next/dynamic):
 * only home, search and product pages show them, so the other pages never download them.
 */
export { AnnouncementBanner } from '@/features/promotions/components/announcement-banner';
export { PromoBar } from '@/features/promotions/components/promo-bar';
