import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OfferCard as Offer, SearchDetails } from '@/contracts/offers';
import type { OrderBy } from '@/contracts/search-criteria';
import { analyticsEvents, useAnalytics } from '@/lib/analytics';
import { toCatalogLocale } from '@/lib/locales';
import { useAppConfig } from '@/site/app-config-context';
import { useFallbackOffers } from '../api/fallbacks';
import { offersUrl, useOffers } from '../api/offers';
import { useScrollOnResultsChange } from '../hooks/use-scroll-on-change';
import { useSearchState } from '../hooks/use-search-state';
import {
  dedupeFallbackOffers,
  fallbackPlaceOf,
  fallbackPlan,
  needsFallbacks,
  resetFilters,
  resultsNotice,
  toSearchCriteria,
  usableDates,
  type SearchQuery,
} from '../model';
import { FallbackBlocks } from './fallback-blocks';
import { FilterBar, FilterButton, FilterCountBadge, FiltersModal } from './filter-bar';
import { InlinePromo } from './inline-promo';
import { cardViewOf, OfferCard, RESULTS_LIST } from './offer-card';
import { Pagination } from './pagination';
import { Grid, NoResults, Notice, SearchError, SkeletonCards } from './result-states';
import { SortDrawer, SortSelect } from './sort-control';

/** Attribute a tiny inline script sets on <html> before the page paints when the hash carries a search. */
export const HASH_PENDING_ATTRIBUTE = 'data-search-pending';

/** Runs before hydration: hides the server's results (they ignore the hash) behind skeletons. */
export const HASH_PENDING_SCRIPT = `if(/[#&][a-zA-Z]+=/.test(location.hash))document.documentElement.setAttribute('${HASH_PENDING_ATTRIBUTE}','')`;

export type ActionOptions = { hidden?: boolean; disabled?: boolean };

export type SearchResultsProps = {
  /** flow, page and from as the server read them. */
  serverQuery: SearchQuery;
  /** Locale-relative path of this page. */
  path: string;
  /** The search box (built in its own feature); rendered under the title. */
  searchBox?: ReactNode;
  /** Mobile action bar: each button can be hidden or disabled (the map button exists only with `onOpenMap`). */
  actions?: { filter?: ActionOptions; map?: ActionOptions; sort?: ActionOptions };
  /** A search handler for sorting; without one the address is updated (§4). */
  onSort?: (sort: OrderBy) => void;
  /** Opens the map (built in its own feature). Given: a 'Map' button by the count line (desktop) and in the action bar (mobile). */
  onOpenMap?: () => void;
  /** A control in the top-right corner of each card's image, outside the card link (e.g. the wishlist heart). */
  renderCardAction?: (offer: Offer) => ReactNode;
};

// ---------- helpers ----------

function titleOf(details: SearchDetails | undefined): string | null {
  return details?.destination || details?.location?.label || null;
}

// ---------- component ----------

/** The search results page body: title, filters, sort, results grid, fallbacks, pagination. */
export function SearchResults({ serverQuery, path, searchBox, actions = {}, onSort, onOpenMap, renderCardAction }: SearchResultsProps) {
  const intl = useIntl();
  const { apiBase, locale, flags } = useAppConfig();
  const { track } = useAnalytics();
  const { state, hashKnown, navigate, urlOf } = useSearchState(serverQuery, path);
  const now = useMemo(() => new Date(), []);
  const criteria = useMemo(() => toSearchCriteria(state, toCatalogLocale(locale), { now }), [state, locale, now]);
  const key = offersUrl(apiBase, criteria);
  const { offers, isLoading, error } = useOffers(apiBase, criteria);
  const hasDates = usableDates(state, now) !== null;
  const view = cardViewOf(state.flow);
  const details = offers?.searchDetails;
  const exact = useMemo(() => offers?.exactMatch ?? [], [offers]);
  const total = details?.totalCount ?? 0;
  const pageSize = details?.pageSize ?? Number(criteria.pageSize);

  // The hash is read: the real results (or their skeletons) replace the hidden server ones.
  useEffect(() => {
    if (hashKnown) document.documentElement.removeAttribute(HASH_PENDING_ATTRIBUTE);
  }, [hashKnown]);
  useScrollOnResultsChange(offers ? key : null);

  useEffect(() => {
    if (!offers || offers.exactMatch.length === 0) return;
    track(
      analyticsEvents.viewItemList(
        RESULTS_LIST,
        offers.exactMatch.map((offer) => ({ item_id: String(offer.id), item_name: offer.label || offer.hotel.label || String(offer.id), item_variant: state.flow, price: Math.max(0, offer.sellPrice) })),
      ),
    );
  }, [offers, track, state.flow]);

  const plan = useMemo(
    () => (offers && needsFallbacks(total, pageSize) && state.page === 0 ? fallbackPlan(criteria, fallbackPlaceOf(offers.searchDetails), exact.map((o) => o.hotel.id)) : null),
    [offers, total, pageSize, state.page, criteria, exact],
  );
  const fallbacks = useFallbackOffers(apiBase, plan);
  const fallbackOffers = useMemo(
    () => (fallbacks.blocks ? dedupeFallbackOffers(fallbacks.blocks.map((b) => b ?? []), exact.map((o) => o.hotel.id)).map((list, i) => (fallbacks.blocks?.[i] === null ? null : list)) : null),
    [fallbacks.blocks, exact],
  );
  const fallbackCount = fallbackOffers?.reduce((sum, list) => sum + (list?.length ?? 0), 0) ?? 0;
  const fallbacksSettled = plan === null || fallbackOffers !== null;
  const notice = offers && fallbacksSettled ? resultsNotice(exact.length, fallbackCount) : null;

  const sort = onSort ?? ((next: OrderBy) => navigate({ ...state, sort: next, page: 0 }));
  const removeFilters = () => navigate(resetFilters(state));
  const showInline = !flags.customerCare && !flags.hideGiftBlocks;
  const title = titleOf(details);
  const loading = !offers && (isLoading || !error);

  return (
    <Page>
      <Header>
        <h1>{title ?? <FormattedMessage id="search.title.generic" values={{ flow: state.flow }} />}</h1>
        {searchBox}
      </Header>

      <Toolbar>
        <DesktopOnly>
          <FilterBar state={state} navigate={navigate} total={details?.totalCount} />
        </DesktopOnly>
        <CountRegion aria-live="polite">
          {offers && (
            <CountLine>
              <FormattedMessage id="search.count" values={{ count: total }} />
            </CountLine>
          )}
        </CountRegion>
        <DesktopOnly>
          <ToolbarEnd>
            {onOpenMap && (
              <MapButton type="button" onClick={onOpenMap}>
                <FormattedMessage id="search.actions.map" />
              </MapButton>
            )}
            <SortSelect state={state} onSort={sort} />
          </ToolbarEnd>
        </DesktopOnly>
      </Toolbar>

      <Results data-search-results="">
        {error && !offers ? (
          <SearchError />
        ) : loading ? (
          <SkeletonCards />
        ) : (
          <>
            {notice === 'noResults' && <NoResults onRemoveFilters={removeFilters} />}
            {exact.length > 0 && (
              <Grid>
                {exact.map((offer: Offer, index) => (
                  <Fragment key={offer.id}>
                    <OfferCard offer={offer} flow={state.flow} view={view} hasDates={hasDates} index={index} now={now} action={renderCardAction?.(offer)} />
                    {showInline && index === 2 && <InlinePromo kind="gift" />}
                    {showInline && index === 8 && <InlinePromo kind="voucher" />}
                  </Fragment>
                ))}
              </Grid>
            )}
            {(notice === 'noExactResults' || notice === 'suggestions') && (
              <Notice role="status">
                {notice === 'noExactResults' && (
                  <strong>
                    <FormattedMessage id="search.noExactResults" />
                  </strong>
                )}
                <p>
                  <FormattedMessage id="search.suggestions" />
                </p>
              </Notice>
            )}
            {plan && fallbackOffers && <FallbackBlocks plan={plan} offers={fallbackOffers} state={state} flow={state.flow} view={view} hasDates={hasDates} urlOf={urlOf} />}
            {offers && <Pagination state={state} total={total} pageSize={pageSize} urlOf={urlOf} />}
          </>
        )}
      </Results>
      <PendingSkeleton aria-hidden="true">
        <SkeletonCards />
      </PendingSkeleton>

      <ActionBar aria-label={intl.formatMessage({ id: 'search.actions.label' })}>
        {!actions.filter?.hidden && (
          <FiltersModal
            state={state}
            navigate={navigate}
            total={details?.totalCount}
            disabled={actions.filter?.disabled}
            trigger={({ count, disabled }) => (
              <FilterButton type="button" disabled={disabled}>
                <FormattedMessage id="search.actions.filter" />
                {count > 0 && <FilterCountBadge count={count} />}
              </FilterButton>
            )}
          />
        )}
        {onOpenMap && !actions.map?.hidden && (
          <FilterButton type="button" disabled={actions.map?.disabled} onClick={onOpenMap}>
            <FormattedMessage id="search.actions.map" />
          </FilterButton>
        )}
        {!actions.sort?.hidden && (
          <SortDrawer
            state={state}
            onSort={sort}
            trigger={
              <FilterButton type="button" disabled={actions.sort?.disabled}>
                <FormattedMessage id="search.actions.sort" />
              </FilterButton>
            }
          />
        )}
      </ActionBar>
    </Page>
  );
}

// ---------- styles ----------

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
`;

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xl};
    ${({ theme }) => theme.media.desktop} {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const ToolbarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const MapButton = styled(FilterButton)``;

const DesktopOnly = styled.div`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const CountRegion = styled.div`
  ${({ theme }) => theme.media.desktop} {
    order: 3;
    flex-basis: 100%;
  }
`;

const CountLine = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Results = styled.div`
  html[${HASH_PENDING_ATTRIBUTE}] & {
    display: none;
  }
`;

const PendingSkeleton = styled.div`
  display: none;
  html[${HASH_PENDING_ATTRIBUTE}] & {
    display: block;
  }
`;

const ActionBar = styled.nav`
  position: sticky;
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  button {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
