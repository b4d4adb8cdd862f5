import { useReducer, useSyncExternalStore } from 'react';

const readSuffix = () => `${window.location.search}${window.location.hash}`;
const serverSuffix = () => '';
function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * The query and hash of the page's address ('?flow=gifting#city=12&checkin=…'), kept current, so a link to the
 * same page in the other language keeps the whole search (issue 23 point 3). Empty on the server and while
 * hydrating (the server never sees the hash); `refresh` reads it again, for changes made with
 * history.replaceState, which fire no event.
 */
export function useAddressSuffix(): { suffix: string; refresh: () => void } {
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const suffix = useSyncExternalStore(subscribe, readSuffix, serverSuffix);
  return { suffix, refresh };
}
