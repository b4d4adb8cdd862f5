import { forwardRef, useId, useState, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SearchFieldButton, SearchFieldLabel } from '@/components/ui/search-field';
import { Popover } from '@/components/ui/popover';
import { searchBoxMessages as messages } from './search-box-messages';
import { Ellipsis, ThemeIcon, ThemeValue } from './search-box-parts';
import { theme } from '@/styles/theme';

export interface ThemeOption {
  id: number;
  name: string;
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
      <ThemeValue>
        <ThemeIcon id={themeId} />
        <Ellipsis>{themeName}</Ellipsis>
      </ThemeValue>
    </SearchFieldButton>
  );
});






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
    gap: ${theme.space.sm};
    padding: ${`${theme.space.sm} ${theme.space.md}`};
    border-radius: ${theme.radius.md};
  }
  input:hover + span {
    background: ${theme.colors.surface};
  }
  input:checked + span {
    background: ${theme.colors.brandLight};
    color: ${theme.colors.brandDark};
    font-weight: ${theme.font.weight.semibold};
  }
  input:focus-visible + span {
    outline: 2px solid ${theme.colors.focus};
  }
`;
