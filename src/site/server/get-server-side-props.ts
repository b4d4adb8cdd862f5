import type { GetServerSideProps } from 'next';
import { env } from '@/lib/env';
import { FLAGS_COOKIE, resolveFlags } from '@/lib/flags';
import { LOCALES, toCatalogLocale, toLocale, type Locale } from '@/lib/locales';
import { serverIntl } from '@/lib/intl/server-intl';
import { pageMessages } from '@/lib/intl/messages';
import { absolutePath, hrefInLocale, type PageKey } from '@/shared/routes';
import { matchRoute } from '@/shared/route-match';
import type { AppPageProps, PageContext, PageLoader, PublicConfig } from '../page-types';
import { chromeSwrFallback } from './chrome-content';
import { PAGE_LOADERS } from './page-loaders';
import { canonicalAndAlternates, ROBOTS_INDEX, ROBOTS_NOINDEX } from './seo';
import { createUnavailablePageLoader } from '../pages/unavailable/get-page-props';
import { RETRY_AFTER_SECONDS } from '@/server/http/errors';
import { believedTesterFlags } from '@/server/http/tester-flags';
import { customerSignedIn } from './customer-session';
import { agentOf, type CareAgent } from '@/server/auth/agent-session';
import { createCustomerCareLoginPageLoader } from '../pages/customer-care-login/get-page-props';
import { pageCacheControl, preparePageAnswer } from './page-cache';
import { logger } from '@/lib/logging/logger.js';

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
  // Before any loader reads the nonce: a page every visitor shares gets none (the document hashes its inline code).
  // A customer-care server's pages (its login page included) are never shared (docs/customer-care.md).
  const sharing = config.CUSTOMER_CARE ? 'private' : preparePageAnswer(ctx.req, { cookie: ctx.req.headers.cookie, draftMode: Boolean(ctx.draftMode ?? ctx.preview) });
  const flags = resolveFlags(config, locale, believedTesterFlags(readCookie(ctx.req.headers.cookie, FLAGS_COOKIE), config));
  const { intl } = await serverIntl(locale);
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
    draftMode: ctx.draftMode === true,
  };

  let page: PageKey = match?.key ?? 'notFound';
  // No clock on the whole page: a busy database that answers is waited for. A hung one fails the loader's query by
  // the database's own timeouts (src/server/db/get-db.ts: connect, pool wait, statement), and the visitor gets the
  // degraded page, HTTP 503 with Retry-After; loaders catch what they can degrade themselves (no themes, results
  // fetched by the browser), and the next request tries the catalog again.
  const load = (key: PageKey) => PAGE_LOADERS[key](pageContext);
  let result: Awaited<ReturnType<PageLoader>>;
  let careAgent: CareAgent | null = null;
  try {
    // Customer-care mode (docs/customer-care.md): every page needs a signed-in agent, else the login page.
    if (flags.customerCare) careAgent = await agentOf(ctx.req, { customerCare: true });
    if (flags.customerCare && !careAgent) {
      page = 'customerCareLogin';
      result = await createCustomerCareLoginPageLoader(absolutePath(locale, ctx.resolvedUrl ?? '/'))(pageContext);
    } else result = await load(page);
    if ('redirect' in result) return { redirect: { destination: absolutePath(locale, result.redirect), permanent: true } };
    if ('notFound' in result) {
      page = 'notFound';
      result = await load(page);
    }
  } catch (error) {
    logger.error({ err: error, page, path: ctx.resolvedUrl ?? slug.join('/') }, 'page answered 503 (degraded page)');
    page = 'unavailable';
    // Built by routes.ts, or from the path's own non-empty segments (never '//host', an open redirect).
    const retryHref = match ? hrefInLocale(match, locale) : `/${slug.filter(Boolean).map(encodeURIComponent).join('/')}`;
    result = await createUnavailablePageLoader(retryHref)(pageContext);
    ctx.res.statusCode = 503;
    ctx.res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  if (!('props' in result)) throw new Error('The not-found and degraded pages must always render');
  if (page === 'notFound') ctx.res.statusCode = 404;
  ctx.res.setHeader('Cache-Control', pageCacheControl(sharing, ctx.res));

  const failed = page === 'notFound' || page === 'unavailable';
  const localePaths = !failed && 'localePaths' in result ? result.localePaths : undefined;
  const livePath = failed || !match ? `/${slug.join('/')}` : (localePaths?.[locale] ?? hrefInLocale(match, locale));
  const { canonical, alternates } = canonicalAndAlternates(config.SITE_URL, locale, failed ? null : match, livePath, localePaths);
  const publicConfig: PublicConfig = {
    flags,
    mapTileUrl: config.MAP_TILE_URL,
    mapCenter: config.MAP_DEFAULT_CENTER,
    apiBase: config.API_BASE_URL,
    analyticsBase: config.ANALYTICS_BASE_URL,
    frontGatewayBase: config.FRONT_GATEWAY_BASE_URL,
    ...(flags.customerAccount && (await customerSignedIn(ctx.req, ctx.res)) ? { signedIn: true } : {}),
    ...(config.APP_MODE === 'demo' ? { demo: true } : {}),
  };

  const swrFallback = { ...(await chromeSwrFallback(pageContext, page)), ...result.swrFallback };

  const localeHrefs = Object.fromEntries(
    LOCALES.map((l) => [l, failed || !match ? '/' : (localePaths?.[l] ?? hrefInLocale(match, l))]),
  ) as Record<Locale, string>;

  return {
    props: {
      page,
      localeHrefs,
      pageProps: result.props,
      locale,
      messages: await pageMessages(locale, page),
      config: publicConfig,
      chrome: result.chrome ?? 'full',
      ...(result.back ? { back: result.back } : {}),
      ...(result.footer && (!result.footer.showLegal || !result.footer.showContact) ? { footer: result.footer } : {}),
      ...(result.announcementBanner === false ? { announcementBanner: false as const } : {}),
      ...(careAgent ? { careAgent: { name: careAgent.name } } : {}),
      seo: {
        title: result.title,
        description: result.description,
        robots: result.robots ?? (failed ? ROBOTS_NOINDEX : ROBOTS_INDEX),
        canonical,
        alternates,
        ogLocale: toCatalogLocale(locale),
        ...(!failed && 'image' in result && result.image ? { image: `${config.SITE_URL}${result.image}` } : {}),
      },
      ...(Object.keys(swrFallback).length > 0 ? { swrFallback } : {}),
    },
  };
};
