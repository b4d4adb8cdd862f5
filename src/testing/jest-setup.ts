import '@testing-library/jest-dom';

// Radix primitives (popper, slider, focus scope) call browser APIs jsdom lacks.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.DOMRect ??= class DOMRectStub {
  constructor(public x = 0, public y = 0, public width = 0, public height = 0) {}
  get top() { return this.y; }
  get left() { return this.x; }
  get right() { return this.x + this.width; }
  get bottom() { return this.y + this.height; }
  toJSON() { return this; }
  static fromRect(r: DOMRectInit = {}) { return new DOMRectStub(r.x, r.y, r.width, r.height); }
} as unknown as typeof DOMRect;
if (typeof window !== 'undefined') {
  window.PointerEvent ??= class PointerEventStub extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  } as unknown as typeof PointerEvent;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

// Components' suites run as for a visitor who accepted every cookie purpose (the analytics and the data layer wait
// for consent: docs/consent.md); the consent suites clear this cookie to start from a first visit.
if (typeof document !== 'undefined') document.cookie = 'escapade-consent=v=1&analytics=1&advertising=1&at=1764201600; Path=/';

// Server code logs JSON lines to standard output (src/lib/logging/logger.js): quiet in tests unless a run sets
// LOG_LEVEL; a suite that checks its lines gives a logger of its own a stream to read.
process.env.LOG_LEVEL ??= 'silent';
