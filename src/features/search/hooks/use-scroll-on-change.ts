import { useEffect, useRef } from 'react';

/**
 * Scroll to the top when the results change (a new search), except when the change comes from the
 * history (back/forward): there the browser restores the previous position over the cached results.
 */
export function useScrollOnResultsChange(resultsKey: string | null) {
  const fromHistory = useRef(false);
  const previous = useRef(resultsKey);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'auto';
    const onPopState = () => {
      fromHistory.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (resultsKey === null || resultsKey === previous.current) return;
    previous.current = resultsKey;
    if (fromHistory.current) {
      fromHistory.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [resultsKey]);
}
