import { useEffect, useRef } from 'react';

/**
 * Scroll to the top when the results change (a new search), except when the change comes from the
 * history (back/forward): there the browser restores the previous position over the cached results.
 * `resultsKey` is null until the page has read its whole address (the hash) and has results: the first results
 * it then shows are where the visitor already is, never a new search. Back to a results page opened directly,
 * the page mounts again after the browser's popstate (so this hook never hears it), the key went from the server's
 * hash-less results to the hash's, and the visitor was sent from 1,800 px to the top (issue 32).
 */
export function useScrollOnResultsChange(resultsKey: string | null) {
  const fromHistory = useRef(false);
  const previous = useRef<string | null>(null);

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
    const first = previous.current === null;
    previous.current = resultsKey;
    if (first) return;
    if (fromHistory.current) {
      fromHistory.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [resultsKey]);
}
