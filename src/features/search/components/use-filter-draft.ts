import { useMemo, useState } from 'react';
import { toCatalogLocale } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { FACET_PROPERTIES, facetsUrl, useFacets } from '../api/facets';
import { toOffersQuery } from '@/contracts/offers-query';
import { useSearchResults } from '../api/results';
import { applyDraft, clearFilter, draftFromState, resetFilters, shouldRefreshFacets, toFacetQuery, toSearchCriteria, type FilterGroup, type FiltersDraft } from '../model';
import { type SearchState } from '@/shared/search-address';

/** A desktop dropdown, or every filter at once in the mobile modal. */
export type FilterPanel = FilterGroup | 'all';


/**
 * Draft vs applied filters (§4): a panel starts from the address; edits stay local; Confirm writes
 * the hash (page dropped); closing any other way restores the draft from the address. While a panel
 * is open, facet counts and the offer count follow the draft (refetched only when it changed).
 */
export function useFilterDraft(state: SearchState, navigate: (state: SearchState) => void, initiallyOpen: FilterPanel | null = null) {
  const { apiBase, locale } = useAppConfig();
  const [open, setOpen] = useState<FilterPanel | null>(initiallyOpen);
  const [draft, setDraft] = useState<FiltersDraft>(() => draftFromState(state));
  const [fetched, setFetched] = useState<FiltersDraft | null>(null);
  const applied = useMemo(() => draftFromState(state), [state]);
  const [seen, setSeen] = useState(applied);

  // The address changed (Confirm, Clear, back button): the draft follows it (state adjusted while rendering).
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }

  const isOpen = open !== null;
  if (shouldRefreshFacets(isOpen, draft, fetched)) setFetched(draft);

  const draftState = useMemo(() => applyDraft(state, fetched ?? applied), [state, fetched, applied]);
  const facetsKey = useMemo(() => {
    if (!isOpen || !fetched) return null;
    const criteria = toSearchCriteria(draftState, toCatalogLocale(locale), { now: new Date() });
    const query = toOffersQuery(criteria);
    query.delete('page');
    query.delete('pageSize');
    for (const [key, value] of Object.entries(toFacetQuery(draftState))) query.set(key, value);
    query.set('withNames', 'true');
    query.set('propertiesRequested', FACET_PROPERTIES.join(','));
    return facetsUrl(apiBase, query);
  }, [isOpen, fetched, draftState, locale, apiBase]);
  const { facets } = useFacets(facetsKey);

  const changed = shouldRefreshFacets(true, draft, applied);
  const countCriteria = useMemo(
    () => (isOpen && changed ? toSearchCriteria(applyDraft(state, draft), toCatalogLocale(locale), { now: new Date(), pageSize: 1 }) : null),
    [isOpen, changed, state, draft, locale],
  );
  const draftCount = useSearchResults(apiBase, countCriteria);

  return {
    open,
    draft,
    facets,
    changed,
    draftTotal: changed ? draftCount.results?.searchDetails.totalCount : undefined,
    setDraft,
    openPanel: (panel: FilterPanel | null) => {
      setDraft(applied);
      setOpen(panel);
    },
    confirm: () => {
      setOpen(null);
      navigate(applyDraft(state, draft));
    },
    clear: (group: FilterGroup) => {
      setOpen(null);
      navigate(clearFilter(state, group));
    },
    resetAll: () => navigate(resetFilters(state)),
  };
}
