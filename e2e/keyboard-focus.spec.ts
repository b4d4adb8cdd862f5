import type { Page, Request } from '@playwright/test';
import { expect, SEGMENTS, test, type Locale } from './fixtures';

/**
 * Tab stops walked per page: past the header, the search box (its facade gives way to the real box on the first
 * focus) and the results' filter bar, without walking every card of every page in every project.
 */
const STOPS = 28;

/** Each page kind of src/shared/routes.ts, with the HTTP status it answers. */
const PAGES: { kind: string; path: (locale: Locale) => string; status?: number }[] = [
  { kind: 'home', path: () => '/' },
  { kind: 'results', path: (locale) => `/${SEGMENTS[locale].search}` },
  { kind: 'wishlist', path: (locale) => `/${SEGMENTS[locale].wishlist}` },
  { kind: 'contact', path: (locale) => `/${SEGMENTS[locale].contact}` },
  { kind: 'legal', path: (locale) => `/${SEGMENTS[locale].legal}/sales-conditions` },
  { kind: 'not-found', path: () => '/no-such-page-for-escapade', status: 404 },
  { kind: 'Belgian splash', path: () => '/be' },
];

type Stop =
  | { kind: 'end' }
  | { kind: 'lost'; after: string; last: string }
  | { kind: 'focused'; name: string; ring: boolean; coveredBy: string | null };

/**
 * Where the focus is after a Tab, read in the page: lost to <body> (unless the last tabbable element was left: the
 * end of the page), or an element, whether it shows a focus ring (its own outline or box-shadow, or, for a control
 * drawn by another element, that element's; or a stretched link's card outlined around it), and whether a fixed or
 * sticky element covers it whole (WCAG 2.2 2.4.11).
 */
function readStop(): Stop {
  const state = window as unknown as { focusWalk?: { previous: Element | null; seen: Set<Element> } };
  const walk = (state.focusWalk ??= { previous: null, seen: new Set() });
  const describe = (element: Element | null) =>
    element
      ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`
      : 'nothing';
  const tabbable = (element: Element) =>
    element instanceof HTMLElement &&
    element.tabIndex >= 0 &&
    !element.matches(':disabled, [inert] *, [inert]') &&
    element.checkVisibility({ visibilityProperty: true }) &&
    element.matches('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]');
  const focused = document.activeElement;
  if (!focused || focused === document.body || focused === document.documentElement) {
    const previous = walk.previous;
    // Leaving the last tabbable element of the page takes the focus out of the document: the walk is over.
    const after = previous?.isConnected
      ? [...document.querySelectorAll('*')].filter((element) => tabbable(element) && previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && !previous.contains(element))
      : null;
    if (after && after.length === 0) return { kind: 'end' };
    const last = (window as unknown as { lastFocused?: string }).lastFocused ?? 'nothing';
    return { kind: 'lost', after: `${describe(previous)}${previous?.isConnected ? '' : ' (removed from the page)'}`, last };
  }
  if (walk.seen.has(focused)) return { kind: 'end' };
  walk.seen.add(focused);
  walk.previous = focused;

  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 2 && box.height > 2 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const hasRing = (element: Element) => {
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  };
  // A control drawn by another element (a transparent radio over its label's text): the ring is that element's.
  const drawn = visible(focused) ? focused : (focused.nextElementSibling ?? focused.closest('label') ?? focused);
  let ring = hasRing(drawn) && visible(drawn);
  // A link stretched over a card: the card outlines itself while it holds the focus (ui/card.tsx).
  for (let parent = focused.parentElement, depth = 0; !ring && parent && depth < 5; parent = parent.parentElement, depth += 1) {
    if (parent.matches(':focus-within') && getComputedStyle(parent).outlineStyle !== 'none' && parseFloat(getComputedStyle(parent).outlineWidth) > 0) ring = true;
  }

  // Five points of the element inside the viewport: covered whole when a fixed or sticky element is on top at each.
  const box = drawn.getBoundingClientRect();
  const clampX = (x: number) => Math.min(Math.max(x, 0), window.innerWidth - 1);
  const clampY = (y: number) => Math.min(Math.max(y, 0), window.innerHeight - 1);
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + 2, box.top + 2],
    [box.right - 2, box.top + 2],
    [box.left + 2, box.bottom - 2],
    [box.right - 2, box.bottom - 2],
  ].map(([x, y]) => [clampX(x), clampY(y)]);
  const inView = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
  const coverOf = (x: number, y: number): Element | null => {
    const top = document.elementFromPoint(x, y);
    if (!top || drawn.contains(top) || top.contains(drawn) || focused.contains(top)) return null;
    for (let element: Element | null = top; element; element = element.parentElement) {
      const { position } = getComputedStyle(element);
      if ((position === 'fixed' || position === 'sticky') && !element.contains(focused)) return element;
    }
    return null;
  };
  const covers = points.map(([x, y]) => coverOf(x, y));
  const coveredBy = !inView ? 'the edge of the window' : covers.every(Boolean) ? describe(covers[0]) : null;
  return { kind: 'focused', name: describe(focused), ring, coveredBy };
}

/** Scripts and calls the focus may have started (the real search box, the filter bar, a header panel) have landed. */
async function settle(page: Page, pending: Set<Request>) {
  await expect.poll(() => pending.size, { timeout: 15_000, intervals: [50, 100, 250] }).toBe(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const { kind, path, status } of PAGES) {
  test(`${kind}: Tab never loses the focus, and every stop shows a focus ring no sticky bar hides`, async ({ page, site }) => {
    test.setTimeout(120_000);
    const pending = new Set<Request>();
    page.on('request', (request) => {
      if (['script', 'fetch', 'xhr'].includes(request.resourceType())) pending.add(request);
    });
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    await site.visit(path(site.locale), { status });
    // The last element that had the focus, even if it has left the page since (a facade giving way to the real control).
    await page.evaluate(() =>
      document.addEventListener('focusin', ({ target }) => {
        const element = target as Element;
        (window as unknown as { lastFocused?: string }).lastFocused = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.getAttribute('value') ?? element.textContent ?? '').trim().slice(0, 50)}"`;
      }),
    );
    // Keyboard from the very top of the page, as a visitor starting to tab.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    const walked: string[] = [];
    for (let index = 0; index < STOPS; index += 1) {
      await page.keyboard.press('Tab');
      await settle(page, pending);
      const stop = await page.evaluate(readStop);
      if (stop.kind === 'end') break;
      if (stop.kind === 'lost') throw new Error(`Tab stop ${index + 1} on the ${kind} page: the focus fell to <body> after ${stop.after} (last focused: ${stop.last})\n  walked: ${walked.join(' → ')}`);
      walked.push(stop.name);
      expect(stop.ring, `Tab stop ${index + 1} on the ${kind} page, ${stop.name}: no visible focus indicator (WCAG 2.4.7)`).toBe(true);
      expect(stop.coveredBy, `Tab stop ${index + 1} on the ${kind} page, ${stop.name}: hidden by ${stop.coveredBy} (WCAG 2.4.11)`).toBeNull();
    }
    expect(walked.length, `the ${kind} page has something to reach by keyboard`).toBeGreaterThan(1);
  });
}
