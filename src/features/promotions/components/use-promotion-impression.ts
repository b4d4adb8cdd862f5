import { useEffect, useRef, type RefObject } from 'react';
import { analyticsEvents, useAnalytics } from '@/shared/analytics';

export type Promotion = { id: string; name: string; creative?: string; slot?: string };

/** Sends one view_promotion when at least half of the element has been on screen (once per promotion id). */
export function usePromotionImpression(ref: RefObject<Element | null>, promotion: Promotion | null) {
  const { track } = useAnalytics();
  const sent = useRef<string | null>(null);
  const id = promotion?.id ?? null;
  useEffect(() => {
    const element = ref.current;
    if (!promotion || !element || sent.current === promotion.id) return;
    const send = () => {
      sent.current = promotion.id;
      track(analyticsEvents.viewPromotion(promotion));
    };
    if (typeof IntersectionObserver === 'undefined') {
      send();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          send();
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // The promotion's id says when it is another one; the object itself is rebuilt on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, ref, track]);
}
