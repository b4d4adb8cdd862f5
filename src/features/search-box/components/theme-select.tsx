import { forwardRef, useId, useState, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SearchFieldButton, SearchFieldLabel } from '@/components/ui/search-field';
import { Popover } from '@/components/ui/popover';
import { themeIconKey, type ThemeIconKey } from '../model/themes';
import { searchBoxMessages as messages } from './search-box-messages';

export interface ThemeOption {
  id: number;
  name: string;
}

const ICON_PATHS: Record<ThemeIconKey, string> = {
  wellness: 'M12 20c-4-2-7-5-7-9 3 0 5 1.5 7 4 2-2.5 4-4 7-4 0 4-3 7-7 9zm0-5c-1-3-1-6 0-10 1 4 1 7 0 10z',
  romantic: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  gastronomy: 'M7 3v7a2 2 0 0 0 4 0V3M9 12v9M16 3c-2 2-2 6 0 8v10',
  family: 'M8 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zm8 2a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM4 21v-6a4 4 0 0 1 8 0v6m1 0v-4a3 3 0 0 1 6 0v4',
  generic: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM18 16l.8 2.2L21 19l-2.2.8L18 22l-.8-2.2L15 19l2.2-.8z',
};

function ThemeIcon({ id }: { id: number | null }) {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[themeIconKey(id)]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}

export type ThemeSelectProps = {
  /** themes already narrowed by the reduced-thematics experiment (visibleThemes) */
  themes: readonly ThemeOption[];
  value: number | null;
  onChange: (id: number | null) => void;
};

/** Theme choice: a dropdown of radio options, each with its icon; 'All themes' (generic) first. */
export function ThemeSelect({ themes, value, onChange }: ThemeSelectProps) {
  const intl = useIntl();
  const name = useId();
  const [open, setOpen] = useState(false);
  const generic = intl.formatMessage(messages.themeGeneric);
  const options: { id: number | null; name: string }[] = [{ id: null, name: generic }, ...themes];
  const current = options.find((option) => option.id === value) ?? options[0];
  return (
    <Popover
      title={<FormattedMessage {...messages.themeTitle} />}
      open={open}
      onOpenChange={setOpen}
      // In the bar, the generic choice reads 'All' under the 'Theme' label (the list says 'All themes').
      trigger={<Trigger themeId={current.id} themeName={current.id === null ? intl.formatMessage(messages.themeAny) : current.name} />}
    >
      <List role="radiogroup" aria-label={intl.formatMessage(messages.themeTitle)}>
        {options.map((option) => (
          <Choice key={option.id ?? 'generic'}>
            <input
              type="radio"
              name={name}
              checked={option.id === current.id}
              onChange={() => onChange(option.id)}
              // A pointer click confirms and closes; arrow keys (clicks with detail 0) only move through the group.
              onClick={(event) => event.detail > 0 && setOpen(false)}
            />
            <span>
              <ThemeIcon id={option.id} />
              {option.name}
            </span>
          </Choice>
        ))}
      </List>
    </Popover>
  );
}

type TriggerProps = ComponentProps<'button'> & { themeId: number | null; themeName: string };

const Trigger = forwardRef<HTMLButtonElement, TriggerProps>(function Trigger({ themeId, themeName, ...rest }, ref) {
  return (
    <SearchFieldButton ref={ref} type="button" {...rest}>
      <SearchFieldLabel>
        <FormattedMessage {...messages.themeLabel} />
      </SearchFieldLabel>
      <FieldValue>
        <ThemeIcon id={themeId} />
        <Ellipsis>{themeName}</Ellipsis>
      </FieldValue>
    </SearchFieldButton>
  );
});

const Svg = styled.svg`
  width: 20px;
  height: 20px;
  flex: none;
  color: ${({ theme }) => theme.colors.brand};
`;



const FieldValue = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Ellipsis = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Choice = styled.label`
  position: relative;
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  input:hover + span {
    background: ${({ theme }) => theme.colors.surface};
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.brandLight};
    color: ${({ theme }) => theme.colors.brandDark};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
