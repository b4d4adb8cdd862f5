import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Flow } from '@/contracts/search-criteria';
import { searchBoxMessages as messages } from './search-box-messages';
import { theme } from '@/styles/theme';

export type ToggleFlow = Extract<Flow, 'booking' | 'gifting' | 'activity'>;

const LABELS = { booking: messages.flowBooking, gifting: messages.flowGifting, activity: messages.flowActivity } as const;

export type FlowToggleProps = {
  value: Flow;
  onChange: (flow: ToggleFlow) => void;
  /** Activities only when the activity-only search is on. */
  withActivities: boolean;
};

/** Stays / Gifts / Activities as a radio group (arrow keys move between them, as native radios do). */
export function FlowToggle({ value, onChange, withActivities }: FlowToggleProps) {
  const intl = useIntl();
  const name = useId();
  const flows: ToggleFlow[] = withActivities ? ['booking', 'gifting', 'activity'] : ['booking', 'gifting'];
  const checked = value === 'hotel' ? 'booking' : value;
  return (
    <Group role="radiogroup" aria-label={intl.formatMessage(messages.flowLabel)}>
      {flows.map((flow) => (
        <Option key={flow}>
          <input type="radio" name={name} value={flow} checked={checked === flow} onChange={() => onChange(flow)} />
          <span>
            <FormattedMessage {...LABELS[flow]} />
          </span>
        </Option>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  padding: ${theme.space.xs};
  gap: ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  /* solid, so the white labels stay readable on the hero and on the plain results page alike */
  background: ${theme.colors.brandDark};
`;

const Option = styled.label`
  position: relative;
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: block;
    padding: ${`${theme.space.sm} ${theme.space.lg}`};
    border-radius: ${theme.radius.pill};
    color: ${theme.colors.white};
    font-weight: ${theme.font.weight.bold};
  }
  input:checked + span {
    background: ${theme.colors.white};
    color: ${theme.colors.brandDark};
  }
  input:focus-visible + span {
    outline: 3px solid ${theme.colors.white};
    outline-offset: 2px;
  }
`;
