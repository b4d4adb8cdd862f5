import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a deferred part starts loading, so it is usually there when scrolled to. */
const AHEAD = '400px';

/** What counts as the visitor's first move on the page (a scroll, a touch, a press, a key). */
const FIRST_MOVES = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;

/** Resolves `start` at the visitor's first move on the page; returns the cleanup. */
function onFirstMove(start: () => void): () => void {
  const go = () => {
    stop();
    start();
  };
  const stop = () => FIRST_MOVES.forEach((type) => window.removeEventListener(type, go, true));
  FIRST_MOVES.forEach((type) => window.addEventListener(type, go, { capture: true, passive: true }));
  return stop;
}

/**
 * Renders `children` once its place comes near the screen (an IntersectionObserver `AHEAD` below it), `fallback`
 * until then: parts below the fold load their code and data when the visitor scrolls towards them, not with the
 * page. `afterFirstMove`: only watched from the visitor's first scroll, touch, press or key, for a part that sits
 * just below the first screen and must not load with the page (its first-load budget). Without
 * IntersectionObserver, at once.
 */
export function NearViewport({ children, fallback = null, afterFirstMove = false }: { children: ReactNode; fallback?: ReactNode; afterFirstMove?: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const now = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(now);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    const stopWaiting = afterFirstMove ? onFirstMove(() => observer.observe(element)) : (observer.observe(element), () => undefined);
    return () => {
      stopWaiting();
      observer.disconnect();
    };
  }, [afterFirstMove]);
  return <div ref={place}>{near ? children : fallback}</div>;
}
