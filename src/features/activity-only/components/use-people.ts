import { useCallback, useEffect, useState } from 'react';
import { changePeople, hashWithPeople, initialPeople, peopleOfHash, type PaxPrices } from '../model/people';

/**
 * The number of people of the activity page (§2.3, §4): starts from the hash's `a` (2 without one; the lowest priced
 * count when that one has no price), read once mounted (the server renders the default); a change within the priced
 * 1 to 2 is written to the hash, any other is ignored.
 */
export function usePeople(prices: PaxPrices): [number | null, (next: number) => void] {
  const [people, setPeople] = useState<number | null>(() => initialPeople(prices, null));
  useEffect(() => {
    const read = () => setPeople(initialPeople(prices, peopleOfHash(window.location.hash)));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [prices]);
  const change = useCallback(
    (next: number) => {
      setPeople((current) => {
        if (current === null) return current;
        const taken = changePeople(prices, current, next);
        if (taken !== current) window.history.replaceState(window.history.state, '', `#${hashWithPeople(window.location.hash, taken)}`);
        return taken;
      });
    },
    [prices],
  );
  return [people, change];
}
