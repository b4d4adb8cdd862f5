import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { countdownAt, nextTickIn, type Countdown as State } from '../model/countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const UNIT_LABELS = defineMessages<(typeof UNITS)[number]>({
  days: { id: 'cms.countdown.days' },
  hours: { id: 'cms.countdown.hours' },
  minutes: { id: 'cms.countdown.minutes' },
  seconds: { id: 'cms.countdown.seconds' },
});

/**
 * The promo jumbotron's countdown (§2.9): shown only between its start and end, ticking each second, stopping at zero.
 * The server draws it as it was at `renderedAt` (the page's render time, in its props, so the browser's first render
 * is the same and the space it takes is there from the start: nothing shifts), and the browser sets it to its own
 * clock as soon as it runs. Screen readers get the remaining time once, not every tick (`aria-live` off; the label
 * holds the end).
 */
export default function Countdown({ startsAt, endsAt, renderedAt }: { startsAt: string; endsAt: string; renderedAt: number }) {
  const [state, setState] = useState<State>(() => countdownAt(renderedAt, startsAt, endsAt));
  useEffect(() => {
    const shownSince = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = Date.now();
      const next = countdownAt(now, startsAt, endsAt, shownSince);
      setState(next);
      if (next.visible && !next.done) timer = setTimeout(tick, nextTickIn(now, endsAt));
    };
    tick();
    return () => clearTimeout(timer);
  }, [startsAt, endsAt]);
  if (!state.visible) return null;
  return (
    <Frame data-testid="countdown" data-done={state.done ? 'true' : 'false'}>
      <FormattedMessage id="cms.countdown.label" tagName="p" />
      <ol>
        {UNITS.map((unit) => (
          <li key={unit}>
            <strong>
              <FormattedNumber value={state.remaining[unit]} minimumIntegerDigits={2} />
            </strong>
            <FormattedMessage {...UNIT_LABELS[unit]} values={{ count: state.remaining[unit] }} />
          </li>
        ))}
      </ol>
    </Frame>
  );
}

const Frame = styled.div`
  p {
    margin: 0 0 ${theme.space.xs};
    font-weight: ${theme.font.weight.semibold};
  }
  ol {
    display: flex;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    min-width: 64px;
    padding: ${theme.space.sm};
    border-radius: ${theme.radius.md};
    background: rgba(255, 255, 255, 0.16);
    font-size: ${theme.font.size.xs};
  }
  strong {
    font-size: ${theme.font.size.xl};
    font-variant-numeric: tabular-nums;
  }
`;
