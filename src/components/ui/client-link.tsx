import { useRouter } from 'next/compat/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A click the browser would turn into a plain navigation in this tab (not a new tab, window or download). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download')
  );
}

/**
 * The address as the browser must read it: a site path gets the locale's prefix unless the locale is the default
 * one (of the domain, with per-domain locales), as `next/link` writes it, so a link opened in a new tab or shared
 * shows the same page in the same language (issue 23 point 1). The router's push is given the bare path: Next adds
 * the prefix itself.
 */
export function withLocalePrefix(href: string, locale: string | undefined, defaultLocale: string | undefined): string {
  if (!locale || locale === defaultLocale || !href.startsWith('/') || href.startsWith('//')) return href;
  // The home page is `/es-ES`, not `/es-ES/`.
  return href === '/' || /^\/[?#]/.test(href) ? `/${locale}${href.slice(1)}` : `/${locale}${href}`;
}

/**
 * A link that navigates inside the app like `next/link` (the router's push: no page reload) for a site address
 * built by `src/shared/routes.ts`, without `next/link`'s per-link work (address resolution, prefetch observer): the
 * results page draws two links per card, 48 per page, on the server for every request and again when hydrating.
 * A modified or middle click, a new-tab target or a click before the router is ready is left to the browser.
 */
export function ClientLink({ href, onClick, children, ...rest }: Props) {
  const router = useRouter();
  return (
    <a
      href={withLocalePrefix(href, router?.locale, router?.defaultLocale)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !router || !href.startsWith('/') || href.startsWith('//') || !isPlainClick(event)) return;
        event.preventDefault();
        void router.push(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
