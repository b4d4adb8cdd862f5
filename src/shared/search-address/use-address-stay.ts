import { useRouter } from 'next/compat/router';
import { useCallback, useSyncExternalStore } from 'react';
import type { Flow } from '@/contracts/search-criteria';
import { timeZoneOf, type Locale } from '@/lib/locales';
import { parseSearchState, type SearchState } from './search-state';

/** The part of a search a product page opens with: its dates, nights and guests. */
export type AddressStay = Pick<SearchState, 'checkin' | 'checkout' | 'nights' | 'adults' | 'children' | 'babies'>;

const noStay: AddressStay | undefined = undefined;
let stayCache: { key: string; stay: AddressStay } | null = null;

/** The address's dates, nights and guests, the same object while the address is the same (read after hydration). */
function stayOfAddress(locale: Locale, flow: Flow): AddressStay {
  const key = `${locale}|${flow}|${window.location.hash}`;
  if (stayCache?.key !== key) {
    const { checkin, checkout, nights, adults, children, babies } = parseSearchState(window.location.hash, { flow }, new Date(), timeZoneOf(locale));
    stayCache = { key, stay: { checkin, checkout, nights, adults, children, babies } };
  }
  return stayCache.stay;
}

const subscribeToHash = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  window.addEventListener('popstate', notify);
  return () => {
    window.removeEventListener('hashchange', notify);
    window.removeEventListener('popstate', notify);
  };
};

/**
 * The visitor's stay as the page's address holds it (the search's hash, or a product page's, read with the search's
 * rules), for the offer cards' links to carry to the product page; undefined on the server (it never sees the hash)
 * and until hydrated. The same object while the address is the same, so memoised cards given it do not draw again.
 */
export function useAddressStay(locale: Locale, flow: Flow): AddressStay | undefined {
  const router = useRouter();
  const subscribe = useCallback(
    (notify: () => void) => {
      const unsubscribe = subscribeToHash(notify);
      router?.events.on('hashChangeComplete', notify);
      router?.events.on('routeChangeComplete', notify);
      return () => {
        unsubscribe();
        router?.events.off('hashChangeComplete', notify);
        router?.events.off('routeChangeComplete', notify);
      };
    },
    [router],
  );
  return useSyncExternalStore(subscribe, () => stayOfAddress(locale, flow), () => noStay);
}
