import { activityOnlyBodySchema } from '@/contracts/activity-only.schema';
import type { OffersResponse } from '@/contracts/offers';
import { searchCriteriaSchema, type SearchCriteria, type SearchCriteriaInput } from '@/contracts/search-criteria.schema';
import { toActivityOnlyBody } from '@/features/search/api/activity-only';
import { resultsKey, serializeResultsKey, type ResultsResponse } from '@/features/search/api/results';
import { toSearchCriteria } from '@/features/search/model';
import { allowedQuery, applyLanding, parseSearchState, serializeSearchQuery, type SearchLanding } from '@/shared/search-address';
import { LOCALES, timeZoneOf, toCatalogLocale, type Locale } from '@/lib/locales';
import { requestNonce } from '@/lib/security/content-security-policy';
import { searchActivityOnly } from '@/server/catalog/offers/activity-only.service';
import { searchOffers } from '@/server/catalog/offers/offers.service';
import { getDb } from '@/server/db/get-db';
import type { IntlShape } from 'react-intl';
import { resultsGiftMarkup } from '@/site/server/results-gift-blocks';
import type { ResultsGiftMarkup } from './gift-blocks';
import type { PageLoader } from '../../page-types';
import { href, searchLandingOf } from '@/shared/routes';
import { searchBoxThemes, type SearchBoxTheme } from '../../server/search-box-themes';
import { catalogLandings, type LandingCatalog } from '@/site/server/search-landings';
import { withDrawnFieldsOnly } from './drawn-fields';
import { logger } from '@/lib/logging/logger.js';
import { isUnavailable } from '@/server/errors/unavailable';
import { searchBreadcrumb, searchJsonLd } from './json-ld';

export type SearchPageProps = {
  /** flow, page and from as read from the query (the hash never reaches the server). */
  serverQuery: Record<string, string>;
  /** Locale-relative path of the page, for links that keep the search. */
  path: string;
  /** The request's CSP nonce, for the inline script that hides server results while the hash search runs. */
  nonce: string | null;
  /** Themes of the search box above the results. */
  themes: SearchBoxTheme[];
  /** A landing page (`/recherche/lyon`): its path and the criteria the path adds to the hash's; null on the plain page. */
  landing?: SearchLanding | null;
  /** The inline gift blocks, rendered once on the server (markup, no code); null in customer care or when the catalog failed. */
  giftBlocks?: ResultsGiftMarkup | null;
  /** The BreadcrumbList of the page's address (home → search → landing), for its JSON-LD script. */
  jsonLd?: Record<string, unknown>;
};

/** The catalog's searches, called in-process during server rendering (no HTTP hop). */
export type CatalogSearch = {
  offers: (criteria: SearchCriteria) => Promise<OffersResponse>;
  activityOnly: (criteria: SearchCriteria) => Promise<ResultsResponse>;
  /** The gift block and the box block, drawn (optional: tests of the search alone leave it out). */
  giftBlocks?: (locale: Locale, intl: IntlShape, options: { activityOnlySearch: boolean }) => Promise<ResultsGiftMarkup>;
};

const catalogSearch: CatalogSearch = {
  offers: (criteria) => searchOffers(getDb(), criteria),
  activityOnly: (criteria) => searchActivityOnly(getDb(), criteria),
  giftBlocks: (locale, intl, options) => resultsGiftMarkup(getDb(), locale, intl, options),
};

/**
 * The browser's search for these criteria, answered in-process from the same criteria (validated by the contract, no
 * request built and read back), under the SWR key the browser computes for them.
 */
async function answer(search: CatalogSearch, apiBase: string, criteria: SearchCriteriaInput): Promise<[string, ResultsResponse]> {
  const result =
    criteria.itemCategory === 'activity'
      ? await search.activityOnly(activityOnlyBodySchema.parse(toActivityOnlyBody(criteria)))
      : await search.offers(searchCriteriaSchema.parse(criteria));
  return [serializeResultsKey(resultsKey(apiBase, criteria)), result];
}

/**
 * Renders the first results for the path and query; the browser applies hash-only criteria after mount.
 * The answer goes to SWR's fallback under the very key the browser computes for the same state.
 * A landing path (a city, region or theme slug) adds its criteria; a slug the catalog does not know is a 404.
 */
export function createSearchPageLoader(search: CatalogSearch, landings: LandingCatalog = catalogLandings(getDb)): PageLoader<SearchPageProps> {
  return async ({ intl, locale, params, query, env, req, flags }) => {
    const ref = searchLandingOf(params);
    const resolved = ref ? await landings.resolve(ref, locale) : null;
    if (ref && !resolved) return { notFound: true };
    const landing: SearchLanding | null = ref && resolved ? { path: href.search(locale, { landing: ref }), criteria: resolved.criteria } : null;
    const parsed = parseSearchState('', allowedQuery(query, { activityFlow: flags.activityOnlySearch }), new Date(), timeZoneOf(locale));
    const state = applyLanding(parsed, landing?.criteria);
    const criteria = toSearchCriteria(state, toCatalogLocale(locale), { now: new Date() });
    const swrFallback: Record<string, unknown> = {};
    // Read beside the search (never in customer care or with the gift blocks hidden); a failure leaves the blocks out.
    const giftBlocksRead = flags.customerCare || flags.hideGiftBlocks || !search.giftBlocks ? null : search.giftBlocks(locale, intl, { activityOnlySearch: flags.activityOnlySearch }).catch(() => null);
    try {
      const [key, result] = await answer(search, env.API_BASE_URL, criteria);
      swrFallback[key] = withDrawnFieldsOnly(result);
    } catch (error) {
      // A database that does not answer gets the degraded 503 page (never stored by a cache, retried elsewhere by a
      // proxy); any other failure leaves the search to the browser, which retries it and shows the error state.
      if (isUnavailable(error)) throw error;
      logger.error({ err: error }, 'search page: server search failed');
    }
    const nonce = requestNonce(req.headers);
    const giftBlocks = await giftBlocksRead;
    const breadcrumb = searchBreadcrumb(
      locale,
      { home: intl.formatMessage({ id: 'product.breadcrumb.home' }), search: intl.formatMessage({ id: 'search.breadcrumb.search' }) },
      landing && resolved ? { name: resolved.name, path: landing.path } : null,
    );
    const jsonLd = searchJsonLd(breadcrumb, locale, env.SITE_URL);
    const props = { serverQuery: serializeSearchQuery(state), path: href.search(locale), nonce, themes: await searchBoxThemes(locale), landing, giftBlocks, jsonLd };
    if (ref && resolved) {
      const name = resolved.name;
      return {
        props,
        title: intl.formatMessage({ id: 'search.seo.landing.title' }, { name }),
        description: intl.formatMessage({ id: 'search.seo.landing.description' }, { name }),
        swrFallback,
        // Canonical and alternates: the landing's own slug in each language (Lyon is 'lione' in Italian).
        localePaths: Object.fromEntries(LOCALES.map((l) => [l, href.search(l, { landing: { kind: ref.kind, slug: resolved.slugs[l] } })])) as Record<Locale, string>,
      };
    }
    return {
      props,
      title: intl.formatMessage({ id: 'search.seo.title' }),
      description: intl.formatMessage({ id: 'search.seo.description' }),
      swrFallback,
    };
  };
}

export const loadSearchPage = createSearchPageLoader(catalogSearch);
