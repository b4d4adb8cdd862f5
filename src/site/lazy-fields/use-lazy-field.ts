import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import type { LazyPart } from '@/lib/lazy-part';

type LightButtonHandlers = {
  onPointerEnter: () => void;
  onPointerDown: (event: PointerEvent) => void;
  onFocus: () => void;
  onClick: () => void;
};

/**
 * A field whose code waits for the visitor: a light button stands in its place until a pointer, a focus or a press
 * fetches the code, then the field takes the button's place. The hand-over keeps what the visitor did:
 * - a focus the swap dropped moves to the field's button (left on <body>, a keyboard walk went back nowhere: issue 32);
 * - a press is the intent, not the click that follows: the field may take the button's place between a mouse's press
 *   and its release, and the browser then sends the click to their common parent, not to a button (the calendar once
 *   never opened this way). `press` runs on the mouse's press and on the click (twice is harmless); without it, the
 *   field's button is clicked once it is here.
 */
export function useLazyField<T>(part: LazyPart<T>, label: string, press?: () => void): { field: T | null; place: RefObject<HTMLDivElement | null>; load: () => void; lightButton: LightButtonHandlers } {
  const [, setLoaded] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  const focusOnLoad = useRef(false);
  const clickOnLoad = useRef(false);
  const load = useCallback(() => {
    if (!part.current()) part.load().then(() => setLoaded(true), (failure: unknown) => console.error(`${label} failed to load`, failure));
  }, [part, label]);
  const pressed = () => {
    if (press) press();
    else clickOnLoad.current = true;
    load();
  };
  const field = part.current();
  useEffect(() => {
    if (!field || !(focusOnLoad.current || clickOnLoad.current)) return;
    const button = place.current?.querySelector('button');
    // Only a focus the swap dropped: not one the visitor has since taken elsewhere.
    const active = document.activeElement;
    if (focusOnLoad.current && (!active || active === document.body || !active.isConnected)) button?.focus();
    if (clickOnLoad.current) button?.click();
    focusOnLoad.current = false;
    clickOnLoad.current = false;
  }, [field]);
  return {
    field,
    place,
    load,
    lightButton: {
      onPointerEnter: load,
      onPointerDown: (event) => {
        if (event.pointerType === 'mouse' && event.button === 0) pressed();
        else load();
      },
      onFocus: () => {
        focusOnLoad.current = true;
        load();
      },
      onClick: pressed,
    },
  };
}
