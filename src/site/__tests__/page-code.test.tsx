import { beforeAll, expect, it, jest } from '@jest/globals';
import { act, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { PageKey } from '@/shared/routes';

// Two page kinds as the catch-all draws them (next/dynamic components), the second one's code held back.
type PageModule = { default: ComponentType };
const mockRelease: { product?: (module: PageModule) => void } = {};
const mockLoads = { home: 0, product: 0 };
jest.mock('../page-components', () => {
  const dynamic = (jest.requireActual('next/dynamic') as { default: (load: () => Promise<PageModule>) => ComponentType }).default;
  return {
    PAGE_COMPONENTS: {
      home: dynamic(() => {
        mockLoads.home += 1;
        return Promise.resolve({ default: () => <h1>Home</h1> });
      }),
      product: dynamic(() => {
        mockLoads.product += 1;
        return new Promise<PageModule>((resolve) => (mockRelease.product = resolve));
      }),
      hotel: dynamic(() => Promise.reject(new Error('ChunkLoadError: the network went away'))),
    },
  };
});

// Loaded once the mock is in place (jest.mock is not hoisted above the imports here).
type PageCode = typeof import('../page-code');
let PAGE_COMPONENTS: Record<string, ComponentType>;
let preloadOf: PageCode['preloadOf'];
let preloadPageCode: PageCode['preloadPageCode'];
let usePageCode: PageCode['usePageCode'];
beforeAll(async () => {
  ({ PAGE_COMPONENTS } = (await import('../page-components')) as unknown as { PAGE_COMPONENTS: Record<string, ComponentType> });
  ({ preloadOf, preloadPageCode, usePageCode } = await import('../page-code'));
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The catch-all page's drawing: the chrome's main landmark around the page kind's component. */
function CatchAll({ page }: { page: PageKey }) {
  usePageCode(page);
  const Page = PAGE_COMPONENTS[page];
  return (
    <main>
      <Page />
    </main>
  );
}

it('keeps next/dynamic preload on the component it wraps (what page-code loads a page kind with)', () => {
  expect(typeof preloadOf(PAGE_COMPONENTS.home)).toBe('function');
});

it('keeps the previous page on screen until the new page kind has its code, then draws it whole', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  // Every state of the main landmark a visitor could see: it must always hold a page's heading.
  const seen: string[] = [];
  new MutationObserver(() => seen.push(container.querySelector('main')?.querySelector('h1')?.textContent ?? '(empty)')).observe(container, {
    subtree: true,
    childList: true,
    characterData: true,
  });

  // The first page, server-rendered: Next preloads its code before hydrating.
  await preloadOf(PAGE_COMPONENTS.home)!();
  const root = createRoot(container);
  await act(async () => root.render(<CatchAll page="home" />));
  expect(container.querySelector('h1')?.textContent).toBe('Home');

  // A link to a product page is pointed at: its code starts loading (once, whatever asks again).
  void preloadPageCode('product');
  void preloadPageCode('product');
  expect(mockLoads.product).toBe(1);

  // Next draws the navigation in a transition, the new page's code still on its way: the home page stays.
  await act(async () => startTransition(() => root.render(<CatchAll page="product" />)));
  expect(container.querySelector('main h1')?.textContent).toBe('Home');

  // The code arrives: the product page is drawn.
  await act(async () => mockRelease.product!({ default: () => <h1>Product</h1> }));
  expect(container.querySelector('main h1')?.textContent).toBe('Product');
  expect(seen).not.toContain('(empty)');
  expect(seen).toContain('Product');
  expect(mockLoads).toEqual({ home: 1, product: 1 });

  // Back to a kind already drawn: drawn at once, nothing loaded again.
  await act(async () => startTransition(() => root.render(<CatchAll page="home" />)));
  expect(container.querySelector('main h1')?.textContent).toBe('Home');
  expect(mockLoads).toEqual({ home: 1, product: 1 });
  expect(seen).not.toContain('(empty)');
  act(() => root.unmount());
});

it('keeps the previous page and loads the address in full when the new page kind has no code to be had', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<CatchAll page="home" />));
  // jsdom cannot reload: it says so, which shows the page asked for it.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => startTransition(() => root.render(<CatchAll page="hotel" />)));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(container.querySelector('main h1')?.textContent).toBe('Home');
  expect(consoleError.mock.calls.some(([error]) => String((error as Error)?.message ?? error).includes('navigation'))).toBe(true);
  consoleError.mockRestore();
  act(() => root.unmount());
});
