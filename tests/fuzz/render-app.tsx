import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import EscapadeApp from '../../pages/_app';
import CatchAllPage from '../../pages/[[...slug]]';
import type { AppPageProps } from '@/site/page-types';
import type { AppProps } from 'next/app';
import Loadable from 'next/dist/shared/lib/loadable.shared-runtime';

/** The whole document body as the server renders it for these props (the app shell, chrome and the page). */
export async function renderApp(props: AppPageProps, url = '/', enhanceApp?: (App: unknown) => (p: unknown) => ReactNode): Promise<string> {
  const router = { locale: props.locale, query: {}, asPath: url, pathname: '/[[...slug]]', route: '/[[...slug]]', push: async () => true, replace: async () => true, prefetch: async () => undefined, events: { on() {}, off() {}, emit() {} }, isReady: true, isFallback: false, basePath: '', isLocaleDomain: false, back() {}, forward() {}, reload() {}, beforePopState() {} } as unknown as NextRouter;
  // The document's enhanceApp (styled-components' style collection) wraps the app as Next's renderPage does.
  const App = (enhanceApp ? enhanceApp(EscapadeApp) : EscapadeApp) as typeof EscapadeApp;
  const app = (
    <RouterContext.Provider value={router}>
      <App Component={CatchAllPage as AppProps['Component']} pageProps={props} router={router as AppProps['router']} />
    </RouterContext.Provider>
  );
  // Page modules come through next/dynamic: load them all first, as Next's server does, so they render.
  await Loadable.preloadAll();
  const { prelude } = await prerender(app);
  const reader = prelude.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
