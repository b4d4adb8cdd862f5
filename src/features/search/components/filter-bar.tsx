import dynamic from 'next/dynamic';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Popover } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { draftFromState, filterCount, type FilterGroup } from '../model';
import { type SearchState } from '@/shared/search-address';
import { FILTER_GROUPS, FilterBarNav, FilterButton, FilterCountBadge, ViewOffers } from './filter-bar-parts';
import { useFilterDraft } from './use-filter-draft';

export { CountBadge, FILTER_GROUPS, FilterButton, FilterCountBadge, ViewOffers } from './filter-bar-parts';

export type FilterBarProps = {
  state: SearchState;
  navigate: (state: SearchState) => void;
  /** Offers of the applied search, for 'View {count} offers' while the draft equals it. */
  total: number | undefined;
};

/** The panels' contents load when a panel first opens (they are not part of the page's first JavaScript): browser only. */
export const FilterSection = dynamic(() => import('./filter-sections').then((m) => m.FilterSection), {
  loading: () => <Skeleton lines={3} />,
  ssr: false,
});

/**
 * Desktop: one dropdown per filter group with 'View {count} offers' and Reset. The page shows `LazyFilterBar`
 * (`lazy-filter-bar.tsx`), which loads this module on first use and opens `initiallyOpen` once it is here.
 */
export function FilterBar({ state, navigate, total, initiallyOpen = null }: FilterBarProps & { initiallyOpen?: FilterGroup | null }) {
  const intl = useIntl();
  const filters = useFilterDraft(state, navigate, initiallyOpen);
  const count = filters.changed ? filters.draftTotal : total;
  const moreCount = filterCount(draftFromState(state), 'desktop');
  return (
    <FilterBarNav aria-label={intl.formatMessage({ id: 'filters.barLabel' })}>
      {FILTER_GROUPS.map(({ group, title }) => (
        <Popover
          key={group}
          title={title}
          // Each section shows its own legend or label; the title still names the panel.
          hideTitle
          open={filters.open === group}
          onOpenChange={(open) => filters.openPanel(open ? group : null)}
          // Distance: a click outside confirms a changed draft (§4); other dropdowns just close.
          onOutsideClose={group === 'distance' && filters.changed ? filters.confirm : undefined}
          trigger={
            <FilterButton type="button" $active={filters.open === group}>
              {title}
              {group === 'moreFilters' && moreCount > 0 && <FilterCountBadge count={moreCount} />}
            </FilterButton>
          }
          footer={
            <>
              <Button variant="ghost" onClick={() => filters.clear(group)}>
                <FormattedMessage id="filters.reset" />
              </Button>
              <Button onClick={filters.confirm}>
                <ViewOffers count={count} />
              </Button>
            </>
          }
        >
          <FilterSection group={group} draft={filters.draft} onChange={filters.setDraft} facets={filters.facets} flow={state.flow} state={state} />
        </Popover>
      ))}
    </FilterBarNav>
  );
}
