import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Popover } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { draftFromState, filterCount, type FilterGroup, type SearchState } from '../model';
import { useFilterDraft } from './use-filter-draft';

export type FilterBarProps = {
  state: SearchState;
  navigate: (state: SearchState) => void;
  /** Offers of the applied search, for 'View {count} offers' while the draft equals it. */
  total: number | undefined;
};

/** The panels' contents load when a panel first opens (they are not part of the page's first JavaScript). */
export const FilterSection = dynamic(() => import('./filter-sections').then((m) => m.FilterSection), {
  loading: () => <Skeleton lines={3} />,
});

export const FILTER_GROUPS: { group: FilterGroup; title: ReactNode }[] = [
  { group: 'activities', title: <FormattedMessage id="filters.activities.title" /> },
  { group: 'price', title: <FormattedMessage id="filters.price.title" /> },
  { group: 'distance', title: <FormattedMessage id="filters.distance.title" /> },
  { group: 'facilities', title: <FormattedMessage id="filters.facilities.title" /> },
  { group: 'moreFilters', title: <FormattedMessage id="filters.more.title" /> },
];

/** The number of chosen filters: the digit for the eye, a sentence for screen readers. */
export function FilterCountBadge({ count }: { count: number }) {
  return (
    <>
      <CountBadge aria-hidden="true">{count}</CountBadge>
      <VisuallyHidden>
        <FormattedMessage id="filters.countBadge" values={{ count }} />
      </VisuallyHidden>
    </>
  );
}

export function ViewOffers({ count }: { count: number | undefined }) {
  return count === undefined ? <FormattedMessage id="filters.viewOffers" /> : <FormattedMessage id="filters.viewCount" values={{ count }} />;
}

/** Desktop: one dropdown per filter group with 'View {count} offers' and Reset. */
export function FilterBar({ state, navigate, total }: FilterBarProps) {
  const intl = useIntl();
  const filters = useFilterDraft(state, navigate);
  const count = filters.changed ? filters.draftTotal : total;
  const moreCount = filterCount(draftFromState(state), 'desktop');
  return (
    <Bar aria-label={intl.formatMessage({ id: 'filters.barLabel' })}>
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
    </Bar>
  );
}

// ---------- styles ----------

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const FilterButton = styled.button<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.brandLight : theme.colors.background)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
