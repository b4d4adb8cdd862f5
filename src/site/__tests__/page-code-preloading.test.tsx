import { beforeAll, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import Router, { type NextRouter } from 'next/router';

// The page kinds whose code the preloading asks for (the loading itself is page-code.test.tsx's).
const mockPreloaded: string[] = [];
jest.mock('../page-code', () => ({ preloadPageCode: (page: string) => mockPreloaded.push(page) }));

// Loaded once the mock is in place (jest.mock is not hoisted above the imports here).
let usePageCodePreloading: () => void;
beforeAll(async () => {
  ({ usePageCodePreloading } = await import('../page-code-preloading'));
});

const LINKS = [
  { name: 'A stay', href: '/sejour/12/week-end-a-lyon#checkin=2026-12-01' },
  { name: 'Contacto', href: '/es-ES/contacto' },
  { name: 'Elsewhere', href: 'https://elsewhere.example/sejour/12' },
  { name: 'New tab', href: '/sejour/12', target: '_blank' },
  { name: 'Nowhere', href: '/nowhere' },
];

function Page() {
  usePageCodePreloading();
  return (
    <main>
      {LINKS.map(({ name, href, target }) => (
        <a key={name} href={href} target={target}>
          {name}
        </a>
      ))}
      <button type="button">A button</button>
    </main>
  );
}

const router = { defaultLocale: 'fr-FR', locale: 'fr-FR', events: Router.events } as unknown as NextRouter;

it("starts loading a page kind's code on a link's pointer, touch or focus, and when the router starts going there", async () => {
  const view = render(
    <RouterContext.Provider value={router}>
      <Page />
    </RouterContext.Provider>,
  );
  const link = (name: string) => view.getByRole('link', { name });

  fireEvent.pointerOver(link('A stay'));
  await waitFor(() => expect(mockPreloaded).toEqual(['product']));
  fireEvent.touchStart(link('Contacto'));
  await waitFor(() => expect(mockPreloaded).toEqual(['product', 'contact']));

  // Nothing for another site, a new tab, an address the route table does not know, or what is not a link.
  fireEvent.focusIn(link('Elsewhere'));
  fireEvent.pointerOver(link('New tab'));
  fireEvent.pointerOver(link('Nowhere'));
  fireEvent.pointerOver(view.getByRole('button', { name: 'A button' }));

  // A navigation the router starts (a link, or router.push from the search box); a shallow one changes no page kind.
  act(() => Router.events.emit('routeChangeStart', '/nl-BE/zoeken#city=42', { shallow: false }));
  act(() => Router.events.emit('routeChangeStart', '/hotel/7', { shallow: true }));
  await waitFor(() => expect(mockPreloaded).toEqual(['product', 'contact', 'search']));

  // Unmounted: it listens no more.
  view.unmount();
  fireEvent.pointerOver(document.body);
  act(() => Router.events.emit('routeChangeStart', '/hotel/7', { shallow: false }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockPreloaded).toEqual(['product', 'contact', 'search']);
});
