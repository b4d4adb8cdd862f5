import { afterEach, beforeEach } from '@jest/globals';

/**
 * What a swipe test needs of jsdom, set before each test and undone after: reduced motion (a row lands on its slide
 * at once; the 300 ms animation is the same path, frame by frame) and `PointerEvent`, which jsdom lacks.
 */
export function withSwipeEnvironment(): void {
  let matchMedia: typeof window.matchMedia;
  beforeEach(() => {
    matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    if (typeof window.PointerEvent === 'undefined') {
      class PointerEventPolyfill extends MouseEvent {
        pointerId: number;
        pointerType: string;
        isPrimary: boolean;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
          this.pointerType = init.pointerType ?? '';
          this.isPrimary = init.isPrimary ?? false;
        }
      }
      (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
    }
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });
}
