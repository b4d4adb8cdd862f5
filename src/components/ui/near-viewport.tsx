import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a deferred part starts loading, so it is usually there when scrolled to. */
const AHEAD = '400px';

/**
 * Renders `children` once its place comes near the screen (an IntersectionObserver `AHEAD` below it), `fallback`
 * until then: parts below the fold load their code and data when the visitor scrolls towards them, not with the
 * page. Without IntersectionObserver, at once.
 */
export function NearViewport({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
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
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={place}>{near ? children : fallback}</div>;
}
