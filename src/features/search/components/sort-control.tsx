import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OrderBy } from '@/contracts/search-criteria';
import { sortOptions, type SearchState } from '@/shared/search-address';
import { theme } from '@/styles/theme';

export const sortLabels = defineMessages<OrderBy>({
  priceQuality: { id: 'sort.priceQuality' },
  distance: { id: 'sort.distance' },
  promo: { id: 'sort.promo' },
  priceAsc: { id: 'sort.priceAsc' },
  popularity: { id: 'sort.popularity' },
  svPriceDesc: { id: 'sort.svPriceDesc' },
  svPriceAsc: { id: 'sort.svPriceAsc' },
});

export type SortProps = {
  state: SearchState;
  /** §4: a search handler when given, else the address is updated (the caller's navigate). */
  onSort: (sort: OrderBy) => void;
};

export const optionsOf = (state: SearchState) => sortOptions({ flow: state.flow, hasPosition: state.position !== undefined });

/** Desktop: a native select (keyboard and screen readers for free), styled. */
export function SortSelect({ state, onSort }: SortProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <SelectRow>
      <label htmlFor={id}>
        <FormattedMessage id="sort.title" />
      </label>
      <Select id={id} value={state.sort} onChange={(event) => onSort(event.target.value as OrderBy)}>
        {optionsOf(state).map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage(sortLabels[sort])}
          </option>
        ))}
      </Select>
    </SelectRow>
  );
}

const SelectRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  label {
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.textMuted};
  }
`;

const Select = styled.select`
  min-height: 40px;
  padding: ${`${theme.space.xs} ${theme.space.xl} ${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
`;
