import { use, useEffect } from 'react';
import type { PageKey } from '@/shared/routes';
import { PAGE_COMPONENTS } from './page-components';

/**
 * A page kind's code, loaded before the page is drawn (docs/navigation.md, 'A new page kind').
 *
 * Each page kind is a `next/dynamic` component (page-components.tsx): server-rendered, its chunk preloaded before
 * hydration, but on a client-side navigation to a kind whose chunk is not there yet it draws nothing until the chunk
 * arrives: the chrome with an empty main. Next draws a client-side navigation inside a React transition
 * (`startTransition` in next/dist/client), so a page that suspends keeps the previous page on screen; the catch-all
 * page suspends on `usePageCode` until the new kind's code is there, and draws the whole new page at once.
 *
 * The code is loaded through the dynamic component's own `preload` (react-loadable's, which `next/dynamic` keeps on the
 * component it wraps in `forwardRef`): loading the chunk with a second `import()` would leave the dynamic component
 * itself in its loading state for its first drawing. Its loader must stay the literal `dynamic(() => import('…'))`
 * Next's build transform reads (page-components.tsx).
 */

type Preloadable = { render?: { preload?: () => Promise<unknown> } };

const requested = new Map<PageKey, Promise<'loaded' | 'failed'>>();
const loaded = new Set<PageKey>();
/** The page kind on screen: unset until the first page (server-rendered, its code preloaded by Next) is hydrated. */
let drawn: PageKey | undefined;

/** next/dynamic's preload of a component, or undefined if this version of Next no longer has it. */
export function preloadOf(component: unknown): (() => Promise<unknown>) | undefined {
  const preload = (component as Preloadable).render?.preload;
  return typeof preload === 'function' ? preload : undefined;
}

/** Start loading a page kind's code (at most once): resolves once its dynamic component draws the page at once. */
export function preloadPageCode(page: PageKey): Promise<'loaded' | 'failed'> {
  let request = requested.get(page);
  if (!request) {
    const preload = preloadOf(PAGE_COMPONENTS[page]);
    request = (preload ? preload() : Promise.resolve()).then(
      () => {
        loaded.add(page);
        return 'loaded' as const;
      },
      () => 'failed' as const,
    );
    requested.set(page, request);
  }
  return request;
}

/**
 * The code of a page the router is about to draw, or a full load of its address when the code cannot be fetched (as
 * Next does when a route's own chunk fails): the dynamic component would stay empty for good.
 */
async function codeBeforeDrawing(page: PageKey): Promise<void> {
  if ((await preloadPageCode(page)) === 'loaded') return;
  window.location.reload();
  await new Promise<never>(() => {});
}

const waiting = new Map<PageKey, Promise<void>>();

/**
 * Called by the catch-all page while it renders `page`: in the browser, a page kind other than the one on screen whose
 * code is not loaded yet suspends the render (the previous page stays) until it is. Never on the server, never while
 * hydrating the first page (Next preloads its code before hydrating).
 */
export function usePageCode(page: PageKey): void {
  useEffect(() => pageDrawn(page), [page]);
  if (typeof window === 'undefined' || drawn === undefined || page === drawn || loaded.has(page)) return;
  let wait = waiting.get(page);
  if (!wait) {
    wait = codeBeforeDrawing(page);
    waiting.set(page, wait);
  }
  use(wait);
}

/** The page kind now on screen: its code is there (the first page's too, preloaded by Next before hydration). */
function pageDrawn(page: PageKey): void {
  drawn = page;
  loaded.add(page);
}
