import { useCallback, useEffect, useState } from 'react';
import { timeZoneOf, type Locale } from '@/lib/locales';
import { parseHotelHash, stayHash, type HotelAddress } from '../model/hotel-address';

/**
 * The hotel page's address, read from the hash once mounted (null until then: the server never sees the hash) and
 * written back with replaceState on every change (dates, travellers), so a reload or a shared link keeps the stay.
 */
export function useHotelAddress(locale: Locale, now: () => Date): [HotelAddress | null, (next: Omit<HotelAddress, 'toProducts'>) => void] {
  const [address, setAddress] = useState<HotelAddress | null>(null);
  useEffect(() => {
    const read = () => setAddress(parseHotelHash(window.location.hash, now(), timeZoneOf(locale)));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [locale, now]);
  const update = useCallback((next: Omit<HotelAddress, 'toProducts'>) => {
    setAddress({ ...next, toProducts: false });
    const hash = stayHash(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash ? `#${hash}` : ''}`);
  }, []);
  return [address, update];
}
