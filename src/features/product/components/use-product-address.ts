import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { DEFAULT_TRAVELLERS } from '../model/booking-steps';
import { parseProductHash, productHash, type ProductAddress } from '../model/product-address';

/** Attribute a tiny inline script sets on <html> before paint when the hash names a stay or travellers: the server's 'from' price waits. */
export const PRICE_PENDING_ATTRIBUTE = 'data-product-pricing';

/** Runs before hydration: the hash holds a date or a guest count (the keys of PRODUCT_HASH_KEYS that change a price). */
export const PRICE_PENDING_SCRIPT = `if(/[#&](checkin|night|a|c|b)=/.test(location.hash))document.documentElement.setAttribute('${PRICE_PENDING_ATTRIBUTE}','')`;

/** Whether an address prices the page differently from the server's 'from' answer (2 adults, no dates). */
export const isPricedAddress = (address: ProductAddress): boolean =>
  address.checkin !== null ||
  address.travellers.adults !== DEFAULT_TRAVELLERS.adults ||
  address.travellers.children !== DEFAULT_TRAVELLERS.children ||
  address.travellers.babies !== DEFAULT_TRAVELLERS.babies;

const noSubscription = () => () => {};

/**
 * The page's address, kept in the hash as the visitor changes it (replaceState keeps Next's history entry, so Back
 * leaves the page). Hydrating the server's page, it is null at first (the server never sees the hash: the 'from'
 * price waits behind PRICE_PENDING_SCRIPT) and read once mounted; a page drawn in the browser (a card's link followed
 * without reloading) reads it at its first render, so the 'from' price never shows before the stay's.
 */
export function useProductAddress(now: () => Date = () => new Date(), timeZone?: string) {
  // False while hydrating (the server's snapshot), true in a render the browser makes on its own.
  const drawnInBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const [address, setAddress] = useState<ProductAddress | null>(() => (drawnInBrowser ? parseProductHash(window.location.hash, now(), timeZone) : null));
  useEffect(() => {
    const read = () => setAddress(parseProductHash(window.location.hash, now(), timeZone));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the clock is read at each reading, not a dependency
  }, [timeZone]);
  const update = useCallback((next: ProductAddress) => {
    setAddress(next);
    const hash = productHash(next);
    const url = `${window.location.pathname}${window.location.search}${hash ? `#${hash}` : ''}`;
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return [address, update] as const;
}
