import { lazyPart } from '@/lib/lazy-part';

/** The banner's code (texts, the three answers, styles): fetched only when it has something to ask. */
export const consentBannerPart = lazyPart(() => import('./consent-banner').then((m) => m.ConsentBanner));

/** Its purposes' checkboxes: fetched on 'Customise', or with the banner when the footer reopens it (choices shown at once). */
export const consentPurposesPart = lazyPart(() => import('./consent-purposes').then((m) => m.ConsentPurposes));
