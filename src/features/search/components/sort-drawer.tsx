import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Drawer, DrawerClose } from '@/components/ui/drawer';
import { optionsOf, sortLabels, type SortProps } from './sort-control';
import { theme } from '@/styles/theme';

/**
 * Mobile: a bottom drawer 'Sort by', one button per option (the chosen one pressed); choosing closes it.
 * Mounted while open (its code loads on the first opening).
 */
export function SortDrawer({ state, onSort, onClose }: SortProps & { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Drawer title={<FormattedMessage id="sort.title" />} open onOpenChange={(open) => !open && onClose()}>
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
  padding: 0 ${theme.space.xs};
  border: 0;
  border-bottom: 1px solid ${theme.colors.border};
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    font-weight: ${theme.font.weight.bold};
    color: ${theme.colors.brandDark};
  }
  &[aria-pressed='true']::after {
    content: '✓';
  }
`;
