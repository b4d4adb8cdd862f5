import { TargetedBannerSlot } from '@/features/promotions/components/targeted-banner';
import { HASH_PENDING_SCRIPT, SearchResults } from '@/features/search/components/search-results';
import { SiteSearchBox } from '../../layout/site-search-box';
import type { SearchPageProps } from './get-page-props';
import { useResultsMap, wishlistAction } from './results-map';

/** The second inline block of the results: the targeted banner of the search's theme (or a generic one). */
const searchBanner = (themeId: number | null) => <TargetedBannerSlot page="search" themeId={themeId} />;

/** Search results: server-rendered for the query, then driven by the address hash, under the search box; the map and wishlist hearts join here. */
export default function SearchPage({ serverQuery, path, nonce, themes = [] }: SearchPageProps) {
  const map = useResultsMap(serverQuery, path);
  return (
    <>
      {/* Before hydration: hide the server's results when the hash carries a search (no flash of wrong results). */}
      <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: HASH_PENDING_SCRIPT }} suppressHydrationWarning />
      <SearchResults serverQuery={serverQuery} path={path} searchBox={<SiteSearchBox themes={themes} />} onOpenMap={map.onOpenMap} renderCardAction={wishlistAction} renderBanner={searchBanner} />
      {map.dialog}
    </>
  );
}
