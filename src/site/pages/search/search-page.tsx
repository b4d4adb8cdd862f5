import { HASH_PENDING_SCRIPT, SearchResults } from '@/features/search/components/search-results';
import { useMemo } from 'react';
import { SearchLandingContext } from '@/shared/search-address/use-search-state';
import { ResultsSearchBoxFacade } from '@/features/search-box/components/results-search-box';
import { SEARCH_BOX_WIRING } from '@/site/search-box';
import type { SearchPageProps } from './get-page-props';
import { scriptSafeJson } from '@/lib/security/script-json';
import { giftBlockRenderers } from './gift-blocks';
import { renderHotelOffers } from './hotel-offers';
import { useResultsMap, wishlistAction } from './results-map';

/**
 * Search results: server-rendered for the path and query, then driven by the address hash, under the search box;
 * the map and wishlist hearts join here. On a landing page (`/recherche/lyon`) every reader of the address
 * (results, search box, map) adds the path's criteria to the hash's.
 */
export default function SearchPage({ landing = null, ...props }: SearchPageProps) {
  return (
    <SearchLandingContext.Provider value={landing}>
      <SearchPageBody {...props} />
    </SearchLandingContext.Provider>
  );
}

function SearchPageBody({ serverQuery, path, nonce, themes = [], giftBlocks = null, jsonLd }: Omit<SearchPageProps, 'landing'>) {
  const map = useResultsMap(serverQuery, path);
  // The inline blocks: the gift pages' blocks (their server-rendered markup) and the theme's targeted banner.
  const blocks = useMemo(() => giftBlockRenderers(giftBlocks), [giftBlocks]);
  return (
    <>
      {/* Before hydration: hide the server's results when the hash carries a search (no flash of wrong results). */}
      <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: HASH_PENDING_SCRIPT }} suppressHydrationWarning />
      {jsonLd && <script type="application/ld+json" nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }} />}
      <SearchResults serverQuery={serverQuery} path={path} searchBox={(destinationName) => <ResultsSearchBoxFacade themes={themes} destinationName={destinationName} wiring={SEARCH_BOX_WIRING} />} onOpenMap={map.onOpenMap} renderCardAction={wishlistAction} renderGiftBlock={blocks.renderGiftBlock} renderBanner={blocks.renderBanner} renderOtherOffers={renderHotelOffers} />
      {map.dialog}
    </>
  );
}
