import { useCallback, useSyncExternalStore } from 'react';
import { theme } from '@/styles/theme';

/** Whether a media query matches; false on the server and where matchMedia is missing (jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** The theme's mobile breakpoint (below `theme.breakpoints.desktop`): full-screen dialogs instead of dropdowns. */
export const useIsMobile = (): boolean => useMediaQuery(theme.media.mobile.replace('@media ', ''));
