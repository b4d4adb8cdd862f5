import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { FilterGroup } from '../model';
import { theme } from '@/styles/theme';

/**
 * What the filter bar looks like at rest, shared by the real bar (`filter-bar.tsx`, its dropdowns' code) and the
 * bar the page first shows (`lazy-filter-bar.tsx`): the groups, the buttons, the count badge. Styles only.
 */
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

export const FilterBarNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/** Holds a button in the bar at rest exactly as a Popover's anchor holds its trigger. */
export const FilterAnchor = styled.span`
  position: relative;
  display: inline-block;
`;

export const FilterButton = styled.button<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 40px;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ $active }) => ($active ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radius.pill};
  background: ${({ $active }) => ($active ? theme.colors.brandLight : theme.colors.background)};
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.brand};
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
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.brand};
  color: ${theme.colors.white};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
`;
