import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { flexibleMessages as messages } from './flexible-messages';
import { theme } from '@/styles/theme';

export type DatesMode = 'dates' | 'flexible';
const MODES: readonly DatesMode[] = ['dates', 'flexible'];

/**
 * Exact dates or flexible dates (issue 36): two tabs over the calendar, the WAI-ARIA tabs pattern (arrow keys, Home and
 * End move between the tabs and show their panel; Tab goes into the panel). Both panels stay mounted once drawn, the
 * other one hidden, so coming back to the dates does not draw the months again (nor move the focus into them).
 */
export function DatesModeTabs({ mode, onMode, dates, flexible }: { mode: DatesMode; onMode: (mode: DatesMode) => void; dates: ReactNode; flexible: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  const tabs = useRef<Partial<Record<DatesMode, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = MODES.indexOf(mode);
    const next =
      event.key === 'ArrowRight' ? MODES[(index + 1) % MODES.length] : event.key === 'ArrowLeft' ? MODES[(index + MODES.length - 1) % MODES.length] : event.key === 'Home' ? MODES[0] : event.key === 'End' ? MODES[MODES.length - 1] : null;
    if (!next) return;
    event.preventDefault();
    onMode(next);
    tabs.current[next]?.focus();
  };
  return (
    <>
      <TabList role="tablist" aria-label={intl.formatMessage(messages.modeLabel)}>
        {MODES.map((tab) => (
          <Tab
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={mode === tab}
            aria-controls={`${id}-${tab}`}
            tabIndex={mode === tab ? 0 : -1}
            onClick={() => onMode(tab)}
            onKeyDown={onKeyDown}
          >
            <FormattedMessage {...(tab === 'dates' ? messages.modeDates : messages.modeFlexible)} />
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id}-dates`} aria-labelledby={`${id}-dates-tab`} hidden={mode !== 'dates'}>
        {dates}
      </div>
      <div role="tabpanel" id={`${id}-flexible`} aria-labelledby={`${id}-flexible-tab`} hidden={mode !== 'flexible'}>
        {flexible}
      </div>
    </>
  );
}

const TabList = styled.div`
  display: flex;
  width: fit-content;
  margin: 0 auto ${theme.space.md};
  padding: ${theme.space.xxs};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
`;

const Tab = styled.button`
  min-height: 40px;
  padding: ${theme.space.xs} ${theme.space.md};
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.colors.white};
    color: ${theme.colors.brandDark};
    box-shadow: ${theme.shadow.sm};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
