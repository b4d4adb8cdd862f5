import Router, { useRouter } from 'next/router';
import { useEffect } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { toLocale } from '@/lib/locales';
import { preloadPageCode } from './page-code';

/** Which page kind an address leads to: the route matcher, fetched with the visitor's first pointer, touch or focus. */
const pageKinds = lazyPart(() => import('./page-kind-of-url'));

const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The link an event happened on, if it opens in this tab. */
function linkOf(event: Event): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  return link;
}

/**
 * Starts loading a page kind's code as soon as the visitor may go there (docs/navigation.md, 'A new page kind'): when
 * the pointer enters, a finger touches or the focus reaches a link to it, and at the latest when Next's router starts
 * a navigation to it (`router.push` included), so the chunk downloads beside the page's data instead of after it.
 */
export function usePageCodePreloading(): void {
  const { defaultLocale } = useRouter();
  useEffect(() => {
    const locale = toLocale(defaultLocale);
    const preload = (url: string) =>
      pageKinds.load().then(
        ({ pageKindOfUrl }) => {
          const kind = pageKindOfUrl(url, locale);
          if (kind) void preloadPageCode(kind);
        },
        () => {}, // the matcher could not be fetched: the page's code then loads when the page is drawn
      );
    const onRouteChangeStart = (url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) void preload(url);
    };
    const onIntent = (event: Event) => {
      const link = linkOf(event);
      if (link) void preload(link.href);
      else void pageKinds.load().catch(() => {}); // the first intent anywhere fetches the matcher, ready for a router.push
    };
    Router.events.on('routeChangeStart', onRouteChangeStart);
    for (const intent of INTENTS) document.addEventListener(intent, onIntent, { passive: true, capture: true });
    return () => {
      Router.events.off('routeChangeStart', onRouteChangeStart);
      for (const intent of INTENTS) document.removeEventListener(intent, onIntent, { capture: true });
    };
  }, [defaultLocale]);
}
