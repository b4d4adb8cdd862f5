import type { GetServerSideProps } from 'next';
import { env } from '@/lib/env';
import { FLAGS_COOKIE, resolveFlags } from '@/lib/flags';
import { LOCALES, toLocale, type Locale } from '@/lib/locales';
import { serverIntl } from '@/lib/intl/server-intl';
import { hrefInLocale, matchRoute, type PageKey } from '../routes';
import type { AppPageProps, PageContext, PublicConfig } from '../page-types';
import { PAGE_LOADERS } from './page-loaders';
import { canonicalAndAlternates, ROBOTS_INDEX, ROBOTS_NOINDEX } from './seo';

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The catch-all's getServerSideProps: match the route, run the page's own loader, add what every page needs. */
export const getCatchAllProps: GetServerSideProps<AppPageProps> = async (ctx) => {
  const locale = toLocale(ctx.locale);
  const config = env();
  const flags = resolveFlags(config, locale, readCookie(ctx.req.headers.cookie, FLAGS_COOKIE));
  const { intl, messages } = await serverIntl(locale);
  const slug = Array.isArray(ctx.params?.slug) ? ctx.params.slug : [];
  const match = matchRoute(locale, slug);

  const pageContext: PageContext = {
    locale,
    params: match?.params ?? slug,
    query: ctx.query,
    req: ctx.req,
    res: ctx.res,
    env: config,
    flags,
    intl,
  };

  let page: PageKey = match?.key ?? 'notFound';
  let result = await PAGE_LOADERS[page](pageContext);
  if ('notFound' in result) {
    page = 'notFound';
    result = await PAGE_LOADERS.notFound(pageContext);
  }
  if (!('props' in result)) throw new Error('The not-found page must always render');
  if (page === 'notFound') ctx.res.statusCode = 404;

  const livePath = page === 'notFound' || !match ? `/${slug.join('/')}` : hrefInLocale(match, locale);
  const { canonical, alternates } = canonicalAndAlternates(config.SITE_URL, locale, page === 'notFound' ? null : match, livePath);
  const publicConfig: PublicConfig = {
    flags,
    mapTileUrl: config.MAP_TILE_URL,
    mapCenter: config.MAP_DEFAULT_CENTER,
    apiBase: config.API_BASE_URL,
    analyticsBase: config.ANALYTICS_BASE_URL,
  };

  const localeHrefs = Object.fromEntries(
    LOCALES.map((l) => [l, page === 'notFound' || !match ? '/' : hrefInLocale(match, l)]),
  ) as Record<Locale, string>;

  return {
    props: {
      page,
      localeHrefs,
      pageProps: result.props,
      locale,
      messages,
      config: publicConfig,
      chrome: result.chrome ?? 'full',
      seo: {
        title: result.title,
        description: result.description,
        robots: result.robots ?? (page === 'notFound' ? ROBOTS_NOINDEX : ROBOTS_INDEX),
        canonical,
        alternates,
      },
      ...(result.swrFallback ? { swrFallback: result.swrFallback } : {}),
    },
  };
};
