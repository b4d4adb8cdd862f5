import { useCallback, useSyncExternalStore } from 'react';
import { theme } from '@/styles/theme';

/** One MediaQueryList per query: `matchMedia` builds and evaluates a new one on each call (every render otherwise). */
const lists = new Map<string, MediaQueryList>();
let listsOf: typeof window.matchMedia | null = null;
function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  if (listsOf !== window.matchMedia) {
    // matchMedia was replaced (a test's stand-in): start over.
    lists.clear();
    listsOf = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/** Whether a media query matches; false on the server and where matchMedia is missing (jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaQueryList(query)?.matches ?? false, () => false);
}

/** The theme's mobile breakpoint (below `theme.breakpoints.desktop`): full-screen dialogs instead of dropdowns. */
export const useIsMobile = (): boolean => useMediaQuery(theme.media.mobile.replace('@media ', ''));
