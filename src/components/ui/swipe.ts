import { useEffect, type RefObject } from 'react';
import { SWIPING_ATTRIBUTE } from './swiping-attribute';

/** Search §9: the carousel snaps in 300 ms; a swipe past one sixth of a slide moves on. */
export const SNAP_MS = 300;
export const SWIPE_THRESHOLD = 1 / 6;
/**
 * Where a swipe ends (search §9): shorter than one sixth of the slide's width it snaps back to the slide it started
 * on; longer, it moves `step` slides (one picture in the gallery, a screenful of hotels in the carousel) the way the
 * finger went (to the left: on), never past the first or last slide.
 */
export function swipeTarget(from: number, count: number, deltaX: number, slideWidth: number, step: number = 1): number {
  if (count <= 0) return 0;
  if (slideWidth <= 0 || Math.abs(deltaX) < slideWidth * SWIPE_THRESHOLD) return from;
  const to = deltaX < 0 ? from + Math.max(1, step) : from - Math.max(1, step);
  return Math.max(0, Math.min(count - 1, to));
}

/** A drag shorter than this (px) is a tap: the links and buttons inside keep their click. */
const DRAG_START_PX = 8;
const ONE = () => 1;
export { SWIPING_ATTRIBUTE } from './swiping-attribute';

/** The scroll position that shows a slide of the row at its start, within what the row can scroll. */
export function slideLeft(row: HTMLElement, index: number): number {
  const slide = row.children[index] as HTMLElement | undefined;
  if (!slide) return row.scrollLeft;
  const max = Math.max(0, row.scrollWidth - row.clientWidth);
  return Math.max(0, Math.min(slide.offsetLeft - row.offsetLeft, max));
}

/** The slide whose start is nearest the row's scroll position (the one shown first). */
export function currentSlide(row: HTMLElement): number {
  let best = 0;
  let distance = Infinity;
  Array.from(row.children).forEach((child, index) => {
    const d = Math.abs((child as HTMLElement).offsetLeft - row.offsetLeft - row.scrollLeft);
    if (d < distance) [best, distance] = [index, d];
  });
  return best;
}

/** Scroll the row to a slide in 300 ms, eased (search §9 snap); at once when the visitor asks for reduced motion. */
export function scrollToSlide(row: HTMLElement, index: number): void {
  const target = slideLeft(row, index);
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduce || typeof requestAnimationFrame !== 'function') {
    row.scrollLeft = target;
    row.removeAttribute(SWIPING_ATTRIBUTE);
    return;
  }
  // The browser's smooth scroll has no set duration, and the snap points would pull each frame: both are set aside.
  row.setAttribute(SWIPING_ATTRIBUTE, 'true');
  const start = row.scrollLeft;
  const began = performance.now();
  const frame = (time: number) => {
    const t = Math.min(1, (time - began) / SNAP_MS);
    row.scrollLeft = start + (target - start) * (1 - Math.pow(1 - t, 3));
    if (t < 1) requestAnimationFrame(frame);
    else row.removeAttribute(SWIPING_ATTRIBUTE);
  };
  requestAnimationFrame(frame);
}

/** A finger already on the row when its swipe arrived (the touch that loaded it): the swipe takes that gesture over. */
export type StartedTouch = { pointerId: number; clientX: number };

/**
 * The row's own touch handling (search §9): a finger (or pen) dragging sideways moves the row with it; let go, a drag
 * shorter than one sixth of the slide's width snaps back, a longer one moves `step()` slides (`swipeTarget`), in
 * 300 ms. Vertical drags stay the page's scroll (the row's `touch-action: pan-y`); a mouse keeps the browser's own
 * scrolling and the row's buttons; a drag does not click the link it started on. Returns what detaches it.
 */
export function attachSwipe(row: HTMLElement, step: () => number = ONE, started?: StartedTouch): () => void {
  let gesture: { id: number; x: number; left: number; from: number } | null = null;
  let dragged = false;

  const begin = ({ pointerId, clientX }: StartedTouch) => {
    gesture = { id: pointerId, x: clientX, left: row.scrollLeft, from: currentSlide(row) };
    dragged = false;
  };
  const down = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' && event.isPrimary !== false) begin(event);
  };
  const move = (event: PointerEvent) => {
    if (!gesture || event.pointerId !== gesture.id) return;
    const dx = event.clientX - gesture.x;
    if (!dragged && Math.abs(dx) > DRAG_START_PX) {
      dragged = true;
      row.setAttribute(SWIPING_ATTRIBUTE, 'true');
      row.setPointerCapture?.(event.pointerId);
    }
    if (dragged) row.scrollLeft = gesture.left - dx;
  };
  const up = (event: PointerEvent) => {
    if (!gesture || event.pointerId !== gesture.id) return;
    const { from, x } = gesture;
    gesture = null;
    if (!dragged) return;
    const slide = row.children[from] as HTMLElement | undefined;
    scrollToSlide(row, swipeTarget(from, row.children.length, event.clientX - x, slide?.offsetWidth ?? row.clientWidth, step()));
  };
  const cancel = (event: PointerEvent) => {
    if (!gesture || event.pointerId !== gesture.id) return;
    const { from } = gesture;
    gesture = null;
    if (dragged) scrollToSlide(row, from);
  };
  // The click that ends a drag is not a click on the link under the finger.
  const click = (event: MouseEvent) => {
    if (!dragged) return;
    dragged = false;
    event.preventDefault();
    event.stopPropagation();
  };
  if (started) begin(started);
  row.addEventListener('pointerdown', down);
  row.addEventListener('pointermove', move);
  row.addEventListener('pointerup', up);
  row.addEventListener('pointercancel', cancel);
  row.addEventListener('click', click, true);
  return () => {
    row.removeEventListener('pointerdown', down);
    row.removeEventListener('pointermove', move);
    row.removeEventListener('pointerup', up);
    row.removeEventListener('pointercancel', cancel);
    row.removeEventListener('click', click, true);
  };
}

/** `attachSwipe` for the life of a component's row. */
export function useSwipe(rowRef: RefObject<HTMLElement | null>, step: () => number = ONE): void {
  useEffect(() => {
    const row = rowRef.current;
    return row ? attachSwipe(row, step) : undefined;
  }, [rowRef, step]);
}
