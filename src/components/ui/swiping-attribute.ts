/**
 * While set on a swiped row, its scroll snap is off and its position is in motion: the finger or the 300 ms animation
 * moves it, not the browser. Apart from `swipe.ts` so a row can read it without loading the swipe.
 */
export const SWIPING_ATTRIBUTE = 'data-swiping';
