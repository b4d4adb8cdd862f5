import { useSyncExternalStore } from 'react';

/**
 * The mobile app opens the site in a web view whose user agent contains 'wed-mobile' (product-and-purchase §2.11):
 * there the burger menu holds a country/language selector and the footer's country links are buttons. Read in the
 * browser only, so the server's HTML stays the same for every visitor (and cacheable): links become buttons after
 * hydration, at the same size.
 */
export const MOBILE_APP_AGENT = 'wed-mobile';

export const isMobileAppAgent = (userAgent: string | null | undefined): boolean => !!userAgent && userAgent.toLowerCase().includes(MOBILE_APP_AGENT);

const noSubscription = () => () => {};

export function useMobileApp(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => isMobileAppAgent(navigator.userAgent),
    () => false,
  );
}
