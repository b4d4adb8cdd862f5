import dynamic from 'next/dynamic';
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { createGlobalStyle } from 'styled-components';
import type { OfferCard as Offer, SearchDetails } from '@/contracts/offers';
import type { OrderBy } from '@/contracts/search-criteria';
import { analyticsEvents, useAnalytics } from '@/shared/analytics';
import { timeZoneOf, toCatalogLocale } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { useFallbackOffers } from '../api/fallbacks';
import { useSearchResults } from '../api/results';
import { useScrollOnResultsChange } from '../hooks/use-scroll-on-change';
import { useSearchState } from '@/shared/search-address/use-search-state';
import { useAddressStay } from '@/shared/search-address/use-address-stay';
import type { SearchState } from '@/shared/search-address/search-state';
import type { SearchCriteriaInput } from '@/contracts/search-criteria';
import { dedupeFallbackOffers, draftFromState, fallbackPlaceOf, fallbackPlan, filterCount, mayBeEmptiedByParty, needsFallbacks, needsVisitorPosition, resetFilters, resultsNotice, suggestionLinks, toSearchCriteria, USUAL_PARTY, withUsualParty, withVisitorPosition } from '../model';
import { usableDates, type SearchQuery } from '@/shared/search-address';
import { FallbackBlocks } from './fallback-blocks';
import { FilterButton, FilterCountBadge } from './filter-bar-parts';
import { InlinePromo } from './inline-promo';
import { LazyFilterBar } from './lazy-filter-bar';
import { analyticsItem, cardViewOf, OfferCard, RESULTS_LIST } from './offer-card';
import { Pagination } from './pagination';
import { Grid, NoResults, Notice, PartyReset, SearchError, SkeletonCards } from './result-states';
import { SearchHeader } from './search-header';
import { SortSelect } from './sort-control';
import { SuggestionLinks } from './suggestion-links';
import { VisitorPositionNotice } from './visitor-position-notice';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';

/** The mobile filter modal and sort drawer load on their first opening (not in the page's first JavaScript). */
const FiltersModal = dynamic(() => import('./filters-modal').then((m) => m.FiltersModal), { ssr: false });
const SortDrawer = dynamic(() => import('./sort-drawer').then((m) => m.SortDrawer), { ssr: false });

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
  /** The search box (built in its own feature), given the results' name for the destination; rendered under the title. */
  searchBox?: (destinationName: string | undefined) => ReactNode;
  /** Mobile action bar: each button can be hidden or disabled (the map button exists only with `onOpenMap`). */
  actions?: { filter?: ActionOptions; map?: ActionOptions; sort?: ActionOptions };
  /** A search handler for sorting; without one the address is updated (§4). */
  onSort?: (sort: OrderBy) => void;
  /** Opens the map (built in its own feature). Given: a 'Map' button by the count line (desktop) and in the action bar (mobile). */
  onOpenMap?: () => void;
  /** A control in the top-right corner of each card's image, outside the card link (e.g. the wishlist heart). */
  renderCardAction?: (offer: Offer) => ReactNode;
  /** The first inline block (after card 3), e.g. the gift pages' blocks for the search's flow; nothing given: the gift (voucher in gifting) block. */
  renderGiftBlock?: (flow: string) => ReactNode;
  /** The second inline block (after card 9), e.g. a targeted banner for the search's theme; default the voucher block. */
  renderBanner?: (themeId: number | null, flow: string) => ReactNode;
  /** In place of a card's 'See the other offers from this hotel' link (e.g. the hotel offers drawer), given the search. */
  renderOtherOffers?: (offer: Offer, search: { state: SearchState; criteria: SearchCriteriaInput }) => ReactNode;
};

// ---------- helpers ----------

function titleOf(details: SearchDetails | null): string | null {
  return details?.destination || details?.location?.label || details?.theme?.label || null;
}

/** The last value that was not undefined: the header keeps the previous search's place while the next one loads. */
function useLastDefined<T>(value: T | undefined): T | null {
  const [last, setLast] = useState<T | null>(null);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}

// ---------- component ----------

/** The search results page body: header, search box, filters, sort, results grid, fallbacks, pagination, suggestions. */
export function SearchResults({ serverQuery, path, searchBox, actions = {}, onSort, onOpenMap, renderCardAction, renderGiftBlock, renderBanner, renderOtherOffers }: SearchResultsProps) {
  const intl = useIntl();
  const { apiBase, locale, flags } = useAppConfig();
  const { track } = useAnalytics();
  const { state, hashKnown, navigate, urlOf } = useSearchState(serverQuery, path, { activityFlow: flags.activityOnlySearch });
  const now = useMemo(() => new Date(), []);
  const criteria = useMemo(() => toSearchCriteria(state, toCatalogLocale(locale), { now }), [state, locale, now]);
  const { results: offers, isLoading, error, key } = useSearchResults(apiBase, criteria);
  // A flexible search is priced for dates too: each card's cheapest stay (issue 36).
  const hasDates = usableDates(state, now, timeZoneOf(locale)) !== null || criteria.flexible !== undefined;
  const view = cardViewOf(state.flow);
  const stay = useAddressStay(locale, state.flow);
  const details = offers?.searchDetails;
  const shownDetails = useLastDefined(details);
  const exact = useMemo(() => offers?.exactMatch ?? [], [offers]);
  // One action element per offer for as long as the list lasts, so the memoised cards skip renders that change nothing.
  const cardActions = useMemo(() => new Map(exact.map((offer) => [offer.id, renderCardAction?.(offer)])), [exact, renderCardAction]);
  const otherOffers = useMemo(
    () => new Map(exact.map((offer) => [offer.id, offer.hasMoreOffers ? renderOtherOffers?.(offer, { state, criteria }) : undefined])),
    [exact, renderOtherOffers, state, criteria],
  );
  const total = details?.totalCount ?? 0;
  const pageSize = details?.pageSize ?? Number(criteria.pageSize);
  const [overlay, setOverlay] = useState<'filters' | 'sort' | null>(null);

  // The hash is read: the real results (or their skeletons) replace the hidden server ones.
  useEffect(() => {
    if (hashKnown) document.documentElement.removeAttribute(HASH_PENDING_ATTRIBUTE);
  }, [hashKnown]);
  useScrollOnResultsChange(hashKnown && offers ? key : null);

  // view_item_list once per shown list, never for the server's hash-less results the visitor does not see.
  useEffect(() => {
    if (!hashKnown || !offers || offers.exactMatch.length === 0) return;
    track(analyticsEvents.viewItemList(RESULTS_LIST, offers.exactMatch.map((offer, index) => analyticsItem(offer, state.flow, index))));
  }, [hashKnown, offers, track, state.flow]);

  // Fallbacks are fetched for the address's search only: not for the server's hash-less results while hydrating.
  const plan = useMemo(
    () => (hashKnown && offers && needsFallbacks(total, pageSize) && state.page === 0 ? fallbackPlan(criteria, fallbackPlaceOf(offers.searchDetails), exact.map((o) => o.hotel.id)) : null),
    [hashKnown, offers, total, pageSize, state.page, criteria, exact],
  );
  const fallbacks = useFallbackOffers(apiBase, plan);
  const fallbackOffers = useMemo(
    () => (fallbacks.blocks ? dedupeFallbackOffers(fallbacks.blocks.map((b) => b ?? []), exact.map((o) => o.hotel.id)).map((list, i) => (fallbacks.blocks?.[i] === null ? null : list)) : null),
    [fallbacks.blocks, exact],
  );
  const fallbackCount = fallbackOffers?.reduce((sum, list) => sum + (list?.length ?? 0), 0) ?? 0;
  const fallbacksSettled = plan === null || fallbackOffers !== null;
  const notice = offers && fallbacksSettled ? resultsNotice(exact.length, fallbackCount) : null;
  // No exact result with an unusual party (20 adults from `a=999`): one offer's search for 2 adults tells whether the party empties the page.
  const partyProbe = useMemo(
    () => (hashKnown && offers && mayBeEmptiedByParty(state, exact.length) ? toSearchCriteria(withUsualParty(state), toCatalogLocale(locale), { now, pageSize: 1 }) : null),
    [hashKnown, offers, state, exact.length, locale, now],
  );
  const usualPartyCount = useSearchResults(apiBase, partyProbe).results?.searchDetails.totalCount ?? 0;
  const resetParty = () => navigate(withUsualParty(state));

  const sort = onSort ?? ((next: OrderBy) => navigate({ ...state, sort: next, page: 0 }));
  const removeFilters = () => navigate(resetFilters(state));
  // Customer-care mode and the hide-gift-blocks experiment hide the inline gift, banner and voucher blocks.
  const showInline = !flags.customerCare && !flags.hideGiftBlocks;
  const title = titleOf(shownDetails);
  const loading = !offers && (isLoading || !error);
  const suggestions = offers ? suggestionLinks(state, details, { activityFlow: flags.activityOnlySearch }) : [];
  const mobileFilterCount = filterCount(draftFromState(state), 'mobile');

  const inlineBlock = (index: number) => {
    if (!showInline) return null;
    if (index === 2) return renderGiftBlock?.(state.flow) ?? <InlinePromo kind={state.flow === 'gifting' ? 'voucher' : 'gift'} />;
    if (index === 8) return renderBanner ? renderBanner(state.theme ?? null, state.flow) : state.flow === 'gifting' ? null : <InlinePromo kind="voucher" />;
    return null;
  };

  return (
    <Page>
      <SearchHeader
        flow={state.flow}
        details={shownDetails}
        pendingAttribute={HASH_PENDING_ATTRIBUTE}
        title={title ?? <FormattedMessage id="search.title.generic" values={{ flow: state.flow }} />}
      />
      {searchBox?.(details?.destination || details?.location?.label || undefined)}

      <Toolbar>
        <DesktopOnly>
          <LazyFilterBar state={state} navigate={navigate} total={details?.totalCount} />
        </DesktopOnly>
        <CountRegion aria-live="polite">
          {offers && (
            <CountLine data-testid="result-count">
              <FormattedMessage id="search.count" values={{ count: total }} />
            </CountLine>
          )}
        </CountRegion>
        <DesktopOnly>
          <ToolbarEnd>
            {onOpenMap && (
              <FilterButton type="button" onClick={onOpenMap} disabled={actions.map?.disabled}>
                <FormattedMessage id="search.actions.map" />
              </FilterButton>
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
            {hashKnown && needsVisitorPosition(state) && <VisitorPositionNotice distanceKm={state.distanceMax} onPosition={(position) => navigate(withVisitorPosition(state, position))} />}
            {partyProbe && usualPartyCount > 0 && notice !== null && <PartyReset adults={USUAL_PARTY.adults} count={usualPartyCount} onReset={resetParty} />}
            {notice === 'noResults' && <NoResults activity={state.flow === 'activity'} onRemoveFilters={removeFilters} />}
            {exact.length > 0 && (
              <Grid>
                {exact.map((offer: Offer, index) => (
                  <Fragment key={offer.id}>
                    <OfferCard offer={offer} flow={state.flow} view={view} hasDates={hasDates} index={index} now={now} stay={stay} flexibleArrival={criteria.flexible?.arrival} action={cardActions.get(offer.id)} otherOffers={otherOffers.get(offer.id)} />
                    {inlineBlock(index)}
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
            {plan && fallbackOffers && (
              <FallbackBlocks plan={plan} offers={fallbackOffers} state={state} flow={state.flow} view={view} hasDates={hasDates} stay={stay} urlOf={urlOf} renderCardAction={renderCardAction} />
            )}
            {offers && <Pagination state={state} total={total} pageSize={pageSize} urlOf={urlOf} />}
            <SuggestionLinks links={suggestions} urlOf={urlOf} />
          </>
        )}
      </Results>
      <PendingSkeleton aria-hidden="true">
        <SkeletonCards />
      </PendingSkeleton>

      {/* Floats over the results; with nothing to scroll through (loading, error, no results) it stays under them. */}
      <ActionBar aria-label={intl.formatMessage({ id: 'search.actions.label' })} $floating={exact.length + fallbackCount > 0}>
        {!actions.filter?.hidden && (
          <FilterButton type="button" aria-haspopup="dialog" aria-expanded={overlay === 'filters'} disabled={actions.filter?.disabled} onClick={() => setOverlay('filters')}>
            <FormattedMessage id="search.actions.filter" />
            {mobileFilterCount > 0 && <FilterCountBadge count={mobileFilterCount} />}
          </FilterButton>
        )}
        {onOpenMap && !actions.map?.hidden && (
          <FilterButton type="button" disabled={actions.map?.disabled} onClick={onOpenMap}>
            <FormattedMessage id="search.actions.map" />
          </FilterButton>
        )}
        {!actions.sort?.hidden && (
          <FilterButton type="button" aria-haspopup="dialog" aria-expanded={overlay === 'sort'} disabled={actions.sort?.disabled} onClick={() => setOverlay('sort')}>
            <FormattedMessage id="search.actions.sort" />
          </FilterButton>
        )}
      </ActionBar>
      {exact.length + fallbackCount > 0 && <ScrollPaddingForActionBar />}
      {overlay === 'filters' && <FiltersModal state={state} navigate={navigate} total={details?.totalCount} onClose={() => setOverlay(null)} />}
      {overlay === 'sort' && <SortDrawer state={state} onSort={sort} onClose={() => setOverlay(null)} />}
    </Page>
  );
}

// ---------- styles ----------

const Page = styled.div`
  ${pageColumn}
  padding: ${`${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin: ${`${theme.space.lg} 0`};
`;

const ToolbarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

const DesktopOnly = styled.div`
  ${theme.media.mobile} {
    display: none;
  }
`;

const CountRegion = styled.div`
  ${theme.media.desktop} {
    order: 3;
    flex-basis: 100%;
  }
`;

const CountLine = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
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

/** The floating action bar's buttons (FilterButton's min-height) and its distance from the bottom of the screen. */
const ACTION_BAR_HEIGHT = '40px';
const ACTION_BAR_BOTTOM = theme.space.md;

const ActionBar = styled.nav<{ $floating: boolean }>`
  position: ${({ $floating }) => ($floating ? 'sticky' : 'static')};
  bottom: ${ACTION_BAR_BOTTOM};
  z-index: ${theme.zIndex.header};
  display: flex;
  justify-content: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
  button {
    box-shadow: ${theme.shadow.md};
  }
  ${theme.media.desktop} {
    display: none;
  }
`;

/**
 * While the bar floats (phones), an element scrolled into view by Tab stops above it, never under it (WCAG 2.2
 * 2.4.11 focus not obscured): the page's scrollport is padded by the bar, its offset and a focus ring's room.
 */
const ScrollPaddingForActionBar = createGlobalStyle`
  ${theme.media.mobile} {
    html {
      scroll-padding-bottom: calc(${ACTION_BAR_HEIGHT} + ${ACTION_BAR_BOTTOM} + ${theme.space.md});
    }
  }
`;
