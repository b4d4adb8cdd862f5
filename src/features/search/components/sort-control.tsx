import { useId, type ReactElement } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Drawer, DrawerClose } from '@/components/ui/drawer';
import type { OrderBy } from '@/contracts/search-criteria';
import { sortOptions, type SearchState } from '../model';

const sortLabels = defineMessages<OrderBy>({
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

const optionsOf = (state: SearchState) => sortOptions({ flow: state.flow, hasPosition: state.position !== undefined });

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

/** Mobile: a bottom drawer 'Sort by', one button per option (the chosen one pressed); choosing closes it. */
export function SortDrawer({ state, onSort, trigger }: SortProps & { trigger: ReactElement }) {
  const intl = useIntl();
  return (
    <Drawer title={<FormattedMessage id="sort.title" />} trigger={trigger}>
      <Options>
        {optionsOf(state).map((sort) => (
          <li key={sort}>
            <DrawerClose asChild>
              <OptionButton type="button" aria-pressed={state.sort === sort} onClick={() => onSort(sort)}>
                {intl.formatMessage(sortLabels[sort])}
              </OptionButton>
            </DrawerClose>
          </li>
        ))}
      </Options>
    </Drawer>
  );
}

const SelectRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Select = styled.select`
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl} ${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

const Options = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OptionButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.brandDark};
  }
  &[aria-pressed='true']::after {
    content: '✓';
  }
`;
