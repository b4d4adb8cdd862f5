import { HASH_PENDING_SCRIPT, SearchResults } from '@/features/search/components/search-results';
import type { SearchPageProps } from './get-page-props';

/** Search results: server-rendered for the query, then driven by the address hash. The search box slot waits for its feature. */
export default function SearchPage({ serverQuery, path, nonce }: SearchPageProps) {
  return (
    <>
      {/* Before hydration: hide the server's results when the hash carries a search (no flash of wrong results). */}
      <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: HASH_PENDING_SCRIPT }} suppressHydrationWarning />
      <SearchResults serverQuery={serverQuery} path={path} />
    </>
  );
}
