import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IntlShape } from 'react-intl';
import type { Env } from '@/lib/env';
import type { Flags } from '@/lib/flags';
import type { PublicConfig } from '@/shared/app-config';
import type { Locale } from '@/lib/locales';
import type { Messages } from '@/lib/intl/messages';
import type { PageKey } from '@/shared/routes';

export type { PublicConfig };

export type Alternate = { hrefLang: string; href: string };

export type Seo = {
  title: string;
  description: string;
  robots: string;
  canonical: string;
  alternates: Alternate[];
  /** The social card's picture (og:image, twitter:image), an address of this site; absent, none. */
  image?: string;
  /** og:locale ('fr_FR'). */
  ogLocale?: string;
};

/** Props of every page rendered by the catch-all route. */
export type AppPageProps<P = unknown> = {
  page: PageKey;
  pageProps: P;
  locale: Locale;
  messages: Messages;
  seo: Seo;
  config: PublicConfig;
  /** Server-rendered data handed to SWR as `fallback`. */
  swrFallback?: Record<string, unknown>;
  /** The same page in each locale (locale-relative paths), for the language selector and country switcher. */
  localeHrefs: Record<Locale, string>;
  /** Pages without the footer (simplified pages), or the booking flow's header with its back arrow (§2.11). */
  chrome?: PageChromeKind;
  /** The booking flow's back arrow: the page it returns to (locale-relative); absent, back in history. */
  back?: string;
  /** On a customer-care server, the agent signed in (docs/customer-care.md). */
  careAgent?: { name: string };
  /** The footer's parts a content page switched off (§2.8 footer options); absent: all shown. */
  footer?: FooterOptions;
  /** False when a home page's content switched the announcement banner off (§2.8); absent: shown. */
  announcementBanner?: false;
};

/** full: header and footer; simple: no footer; booking: the booking flow's header, no footer; gate: the brand alone (a page in front of the whole site). */
export type PageChromeKind = 'full' | 'simple' | 'booking' | 'gate';

/** A content page's footer options below showFooter (which gives the 'simple' chrome): its legal and contact parts. */
export type FooterOptions = { showLegal: boolean; showContact: boolean };

export type PageContext = {
  locale: Locale;
  params: string[];
  query: Record<string, string | string[] | undefined>;
  req: IncomingMessage;
  res: ServerResponse;
  env: Env;
  flags: Flags;
  intl: IntlShape;
  /** Draft mode of the content service (the preview link's cookie, docs/home-and-cms.md): unpublished content shows. */
  draftMode?: boolean;
};

export type PageLoaderResult<P> =
  | {
      props: P;
      title: string;
      description: string;
      robots?: string;
      /** The social card's picture (og:image), a path of this site. */
      image?: string;
      swrFallback?: Record<string, unknown>;
      chrome?: PageChromeKind;
      /** The booking flow's back arrow (chrome 'booking'): the hotel or product page, or home. */
      back?: string;
      /** A content page's footer options (§2.8): the legal and contact parts shown or not. */
      footer?: FooterOptions;
      /** False: the page's content switched the announcement banner off (home, §2.8). */
      announcementBanner?: false;
      /** The same page in each locale when its path is more than the route's (a landing slug named per language). */
      localePaths?: Record<Locale, string>;
    }
  | { notFound: true }
  /** A permanent redirect to this locale-relative path (a product link whose slug is not the label's). */
  | { redirect: string };

/** Every page module owns one: the catch-all's getServerSideProps delegates to it. */
export type PageLoader<P = unknown> = (ctx: PageContext) => Promise<PageLoaderResult<P>>;
