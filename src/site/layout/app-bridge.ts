import type { Locale } from '@/lib/locales';

/**
 * The mobile app's bridge (docs/decisions.md, 'The mobile app's country switch'): the app's web view injects
 * `window.ReactNativeWebView` (React Native WebView's standard bridge) and listens for one message, a country switch:
 * `{"type":"escapade:switch-country","locale":"nl-BE","url":"https://…/nl-BE"}`. The app then reopens itself on that
 * point of sale (its own settings, its own start page), so the site does not navigate.
 */
export const SWITCH_COUNTRY_MESSAGE = 'escapade:switch-country';

type Bridge = { postMessage: (message: string) => void };

const bridgeOf = (): Bridge | null => {
  const candidate = (window as { ReactNativeWebView?: Partial<Bridge> }).ReactNativeWebView;
  return typeof candidate?.postMessage === 'function' ? (candidate as Bridge) : null;
};

/**
 * The app's country buttons: the bridge switches the country when the app gave one; without it (an old app, a
 * browser that copied the app's agent) the site's page in that locale is loaded, as a link would.
 */
export function switchCountry(locale: Locale, url: string, navigate: (url: string) => void = (to) => window.location.assign(to)): void {
  const bridge = bridgeOf();
  if (bridge) {
    try {
      bridge.postMessage(JSON.stringify({ type: SWITCH_COUNTRY_MESSAGE, locale, url: new URL(url, window.location.href).href }));
      return;
    } catch {
      // A bridge that throws is no bridge: go on as without one.
    }
  }
  navigate(url);
}
