import { useEffect, useState, useSyncExternalStore } from 'react';
import { getConsentSnapshot, getServerConsentSnapshot, subscribeConsent } from '@/lib/consent/consent-store';
import { lazyPart } from '@/lib/lazy-part';

/** The banner's code (texts, choices, styles): fetched only when it has something to ask. */
export const consentBannerPart = lazyPart(() => import('./consent-banner').then((m) => m.ConsentBanner));

/**
 * Where the cookie banner goes (docs/consent.md). The server never draws it: its HTML is the same for every visitor,
 * so cached pages stay public. In the browser, when the consent cookie holds no answer of the current version (or the
 * footer's 'Cookie preferences' reopened it), the banner's chunk is fetched and drawn as a fixed overlay at the
 * bottom of the window: nothing on the page moves. A visitor who already answered downloads nothing more.
 */
export function ConsentSlot() {
  const { consent, reopened } = useSyncExternalStore(subscribeConsent, getConsentSnapshot, getServerConsentSnapshot);
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const asking = inBrowser && (consent === null || reopened);
  const [Banner, setBanner] = useState(() => consentBannerPart.current());
  useEffect(() => {
    if (!asking || Banner) return;
    let live = true;
    consentBannerPart.load().then(
      (loaded) => {
        if (live) setBanner(() => loaded);
      },
      () => undefined, // offline: the next page asks again
    );
    return () => {
      live = false;
    };
  }, [asking, Banner]);
  if (!asking || !Banner) return null;
  return <Banner choices={consent?.choices ?? null} reopened={reopened} />;
}

const noSubscription = () => () => {};
