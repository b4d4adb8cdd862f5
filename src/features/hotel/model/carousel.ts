/** §2.2: the nearby-hotels carousel moves 3 hotels at a time (the search's own carousels move 4). */
export const NEARBY_STEP = 3;
/** Search §9: the carousel snaps in 300 ms; a swipe past one sixth of a slide moves on. */
export const SNAP_MS = 300;
export const SWIPE_THRESHOLD = 1 / 6;
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
