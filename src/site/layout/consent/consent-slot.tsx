import { useEffect, useState, useSyncExternalStore } from 'react';
import { getConsentSnapshot, getServerConsentSnapshot, subscribeConsent } from '@/lib/consent/consent-store';
import { consentBannerPart, consentPurposesPart } from './consent-parts';

export { consentBannerPart } from './consent-parts';

/**
 * Where the cookie banner goes (docs/consent.md). The server never draws it: its HTML is the same for every visitor,
 * so cached pages stay public. In the browser, when the consent cookie holds no answer of the current version (or the
 * footer's 'Cookie preferences' reopened it), the banner's chunk is fetched and drawn as a fixed overlay at the
 * bottom of the window: nothing on the page moves. A visitor who already answered downloads nothing more; the
 * purposes' checkboxes come on 'Customise' (or with the banner when the footer reopens it).
 */
export function ConsentSlot() {
  const { consent, reopened } = useSyncExternalStore(subscribeConsent, getConsentSnapshot, getServerConsentSnapshot);
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const asking = inBrowser && (consent === null || reopened);
  const [Banner, setBanner] = useState(() => consentBannerPart.current());
  useEffect(() => {
    if (!asking || Banner) return;
    let live = true;
    // Reopened, the banner shows the choices as they stand at once: the purposes come in the same round.
    Promise.all([consentBannerPart.load(), reopened ? consentPurposesPart.load() : null]).then(
      ([loaded]) => {
        if (live) setBanner(() => loaded);
      },
      () => undefined, // offline: the next page asks again
    );
    return () => {
      live = false;
    };
  }, [asking, reopened, Banner]);
  if (!asking || !Banner) return null;
  return <Banner choices={consent?.choices ?? null} reopened={reopened} />;
}

const noSubscription = () => () => {};
