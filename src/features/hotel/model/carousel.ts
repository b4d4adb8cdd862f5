/** §2.2: the nearby-hotels carousel moves 3 hotels at a time (the search's own carousels move 4). */
export const NEARBY_STEP = 3;
/** Search §9: a slide is partly visible from 10 %, shown from 88 %. */
export const PARTLY_VISIBLE_RATIO = 0.1;
export const VISIBLE_RATIO = 0.88;

/** The first and last slides shown (88 % in view); when none is, the first partly visible one alone. */
export function visibleRange(ratios: readonly number[]): { first: number; last: number } {
  const shown = ratios.flatMap((r, i) => (r >= VISIBLE_RATIO ? [i] : []));
  if (shown.length > 0) return { first: shown[0], last: shown[shown.length - 1] };
  const partly = ratios.findIndex((r) => r >= PARTLY_VISIBLE_RATIO);
  const index = Math.max(0, partly);
  return { first: index, last: index };
}

/** Where Next goes: 3 slides on, at most the last slide (the row's own end stops the scroll there). */
export const nextStart = (first: number, count: number, step: number = NEARBY_STEP): number => Math.max(0, Math.min(first + step, count - 1));
/** Where Previous goes: 3 slides back, not before the first. */
export const previousStart = (first: number, step: number = NEARBY_STEP): number => Math.max(0, first - step);

// The swipe's rule (300 ms snap, one sixth) is the shared gallery's: src/components/ui/swipe.ts.
export { SNAP_MS, SWIPE_THRESHOLD, swipeTarget } from '@/components/ui/swipe';
