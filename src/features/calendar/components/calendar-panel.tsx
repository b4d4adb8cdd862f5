import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppConfig } from '@/shared/app-config';
import { dateLocale as dateFnsLocale } from '@/lib/date-locale';
import { timeZoneOf } from '@/lib/locales';
import { calendarLegend, dayMarker, giftDayAvailability, minimumStayHint, type Availabilities } from '../model/availability';
import { addDays, addMonths, addMonthsToDay, monthStart, weekdayFromMonday, monthOf, monthsBetween, todayAt, type PointOfSaleToday, type YearMonth } from '@/lib/days';
import { dateShortcuts } from '../model/date-shortcuts';
import { isDaySelectable, lastBookableDay, type PossibleNights } from '../model/day-selectability';
import {
  canGoNext,
  canGoPrevious,
  daysOfMonth,
  DESKTOP_MONTHS_SHOWN,
  firstMonth,
  hasMoreMonths,
  initialFirstShown,
  loadMoreMonths,
  MOBILE_SCROLL_INITIAL_MONTHS,
  monthShowingCheckout,
  nextMonth,
  previousMonth,
  scrollMonths,
  shouldLoadMore,
} from '../model/month-navigation';
import { pendingCheckin, rangePosition } from '../model/range-selection';
import { calendarMessages as messages, shortcutMessages } from './calendar-messages';
import { dateOf } from './local-date';
import { MonthGrid, type DayTexts, type DayView } from './month-grid';
import { theme } from '@/styles/theme';
import { centsFromEuros, formatMoney } from '@/lib/money';

export type CalendarPanelProps = {
  /** 'paged': two months with arrows (desktop); 'scroll': months loading as the visitor scrolls (mobile) */
  layout: 'paged' | 'scroll';
  now: Date;
  checkin: string | null;
  checkout: string | null;
  onSelectDay: (day: string) => void;
  onShortcut: (range: { checkin: string; checkout: string }) => void;
  availabilities?: Availabilities | null;
  allowedNights?: PossibleNights | null;
  loading?: boolean;
  /** Gift redemption: the gift's value (in the availabilities' unit) and the stay length; check-in days then show
   * 'Included' or the supplement, and days the gift cannot cover are refused. */
  gift?: { value: number; stayLength: number } | null;
};

/** Each day's full date ('vendredi 8 mai 2026') per locale, formatted once per page (an Intl formatter is costly to build). */
const dayLabels = new Map<string, { format: Intl.DateTimeFormat; labels: Map<string, string> }>();
function dayLabelsOf(locale: string) {
  let entry = dayLabels.get(locale);
  if (!entry) dayLabels.set(locale, (entry = { format: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }), labels: new Map() }));
  return entry;
}

/** Day texts with one formatter each, the full date cached per day (the grid asks for ~90 of them per render). */
function useDayTexts(): DayTexts {
  const intl = useIntl();
  return useMemo(() => {
    const { format: dateFormat, labels } = dayLabelsOf(intl.locale);
    const money = (euros: number, signDisplay: 'auto' | 'always' = 'auto') => formatMoney(centsFromEuros(euros), intl.locale, { decimals: 'none', signDisplay });
    return {
      label: (day) => {
        let label = labels.get(day);
        if (label === undefined) labels.set(day, (label = dateFormat.format(dateOf(day))));
        return label;
      },
      price: (amount) => money(amount),
      supplement: (amount) => money(amount, 'always'),
      supplementLabel: (amount) => intl.formatMessage(messages.giftSupplement, { amount: money(amount) }),
      included: intl.formatMessage(messages.giftIncluded),
      minimumStay: (count) => intl.formatMessage(messages.dayMinimumStay, { count }),
    };
  }, [intl]);
}

/** Where an arrow, Home/End or Page key moves the focus from `day` (null: not a navigation key). */
function keyTarget(key: string, day: string): string | null {
  const fromMonday = weekdayFromMonday(day);
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -fromMonday);
    case 'End':
      return addDays(day, 6 - fromMonday);
    case 'PageUp':
      return addMonthsToDay(day, -1);
    case 'PageDown':
      return addMonthsToDay(day, 1);
    default:
      return null;
  }
}

/** The nearest scrolling ancestor: the mobile dialog's body, which the infinite scroll watches. */
function scrollParent(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return node;
  }
  return null;
}

/**
 * False until the panel's first paint is on screen, then true (in a transition): the panel opens with its frame,
 * shortcuts and hint and room for the months, and the month grids (most of its elements) follow, so the opening's
 * next paint does not wait for them.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** Months shown and the infinite scroll's loading. */
function useMonths(layout: CalendarPanelProps['layout'], now: PointOfSaleToday, checkin: string | null, checkout: string | null) {
  const [firstShown, setFirstShown] = useState<YearMonth>(() =>
    monthShowingCheckout(initialFirstShown(now, DESKTOP_MONTHS_SHOWN, checkin), checkout, DESKTOP_MONTHS_SHOWN, now),
  );
  const [loaded, setLoaded] = useState(() => {
    const last = checkout ?? checkin;
    return Math.max(MOBILE_SCROLL_INITIAL_MONTHS, last ? monthsBetween(firstMonth(now), monthOf(last)) + 2 : 0);
  });
  const months = useMemo(
    () => (layout === 'paged' ? [firstShown, addMonths(firstShown, 1)] : scrollMonths(now, loaded)),
    [layout, firstShown, now, loaded],
  );
  /** Brings a day into view: pages (desktop) or loads months (mobile). */
  const reveal = useCallback(
    (day: string) => {
      const month = monthOf(day);
      if (layout === 'paged') {
        setFirstShown((first) => (month < first ? month : month > addMonths(first, DESKTOP_MONTHS_SHOWN - 1) ? addMonths(month, -(DESKTOP_MONTHS_SHOWN - 1)) : first));
      } else {
        setLoaded((count) => Math.max(count, monthsBetween(firstMonth(now), month) + 1));
      }
    },
    [layout, now],
  );
  return { months, firstShown, setFirstShown, loaded, setLoaded, reveal };
}

/**
 * The calendar's body: date shortcuts, month grids with arrow-key navigation between days, per-day prices and
 * minimum-stay asterisks, the step and minimum-stay hints, the loading message and the legend. The range itself
 * lives in the field (the reducer); this panel only shows it and reports clicks.
 */
export default function CalendarPanel(props: CalendarPanelProps) {
  const { layout, now: instant, checkin, checkout, onSelectDay, onShortcut, availabilities, allowedNights, loading, gift } = props;
  const intl = useIntl();
  const { locale, flags } = useAppConfig();
  // Today and the 20:00 cutoff are the point of sale's, whatever the device's zone.
  const now = useMemo(() => todayAt(timeZoneOf(locale), instant), [instant, locale]);
  const dateLocale = useMemo(() => dateFnsLocale(locale), [locale]);
  const containerRef = useRef<HTMLDivElement>(null);
  const texts = useDayTexts();
  const { months, firstShown, setFirstShown, loaded, setLoaded, reveal } = useMonths(layout, now, checkin, checkout);
  const pending = pendingCheckin({ checkin, checkout });
  const today = now.day;
  const lastDay = lastBookableDay(today);

  const view = useCallback(
    (day: string): DayView => {
      // Gift redemption: a check-in shows what the gift covers; a check-out is judged by the usual rules.
      const giftDay = gift && !pending ? giftDayAvailability(availabilities?.[day], gift.value, gift.stayLength) : null;
      return {
        selectable: isDaySelectable(day, { now, checkin: pending, availabilities, allowedNights }) && giftDay?.status !== 'notAvailable',
        position: rangePosition(day, { checkin, checkout }),
        marker: dayMarker(day, availabilities),
        gift: giftDay,
      };
    },
    [now, pending, availabilities, allowedNights, checkin, checkout, gift],
  );

  const [focusedDay, setFocusedDay] = useState<string>(() => {
    if (checkin) return checkin;
    for (let day = today, step = 0; step < 60; day = addDays(day, 1), step += 1) if (view(day).selectable) return day;
    return today;
  });
  const focusAfterRender = useRef<string | null>(null);

  // Move focus onto the chosen day once its month is rendered (arrow keys may page or load months).
  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    const button = containerRef.current?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`);
    if (button) {
      focusAfterRender.current = null;
      button.focus();
      button.scrollIntoView?.({ block: 'nearest' });
    }
  });

  // The months follow the panel's first paint (see useAfterFirstPaint).
  const painted = useAfterFirstPaint();

  // Opening puts focus on the check-in (or the first selectable day) rather than on the first button of the panel,
  // once the months are there.
  useEffect(() => {
    if (painted) containerRef.current?.querySelector<HTMLButtonElement>('[data-day][tabindex="0"]')?.focus();
  }, [painted]);

  // Mobile: load more months when fewer than 200 px remain below.
  useEffect(() => {
    if (layout !== 'scroll') return;
    const scroller = scrollParent(containerRef.current);
    if (!scroller) return;
    const onScroll = () => {
      if (shouldLoadMore(scroller.scrollTop, scroller.clientHeight, scroller.scrollHeight) && hasMoreMonths(now, loaded)) {
        setLoaded(loadMoreMonths(now, loaded).length);
      }
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [layout, now, loaded, setLoaded]);

  const onDayKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
      const wanted = keyTarget(event.key, day);
      if (!wanted) return;
      event.preventDefault();
      const first = monthStart(firstMonth(now));
      const target = wanted < first ? first : wanted > lastDay ? lastDay : wanted;
      focusAfterRender.current = target;
      setFocusedDay(target);
      reveal(target);
    },
    [now, lastDay, reveal],
  );


  // A day focused by a click or by the keys (already on it): only which day the Tab key reaches changes, so it can
  // wait for the click's own update rather than re-render the months before it.
  const followFocus = useCallback((day: string) => startTransition(() => setFocusedDay(day)), []);

  const shortcuts = useMemo(() => dateShortcuts({ now, enabled: flags.calendarDateShortcuts, locale }), [now, flags.calendarDateShortcuts, locale]);
  const visibleDays = useMemo(() => months.flatMap(daysOfMonth), [months]);
  const legend = calendarLegend(availabilities, visibleDays);
  const hint = minimumStayHint(pending, availabilities);

  return (
    <Panel ref={containerRef} $layout={layout}>
      {shortcuts.length > 0 && (
        <Shortcuts aria-label={intl.formatMessage(messages.shortcutsTitle)}>
          {shortcuts.map((shortcut) => (
            <Chip
              key={`${shortcut.id}-${shortcut.checkin}`}
              type="button"
              aria-pressed={shortcut.checkin === checkin && shortcut.checkout === checkout}
              onClick={() => onShortcut(shortcut)}
            >
              <FormattedMessage {...shortcutMessages[shortcut.id]} />
              <ChipDates>
                {intl.formatDateTimeRange(dateOf(shortcut.checkin), dateOf(shortcut.checkout), {
                  day: 'numeric',
                  month: 'short',
                  // next year's campaigns say so
                  ...(shortcut.checkin.slice(0, 4) !== today.slice(0, 4) ? { year: 'numeric' } : {}),
                })}
              </ChipDates>
            </Chip>
          ))}
        </Shortcuts>
      )}
      <Status role="status">
        {loading ? (
          <FormattedMessage {...messages.loading} />
        ) : hint ? (
          <FormattedMessage {...messages.minimumStayHint} values={{ count: hint.count }} />
        ) : (
          <FormattedMessage {...(pending ? messages.chooseCheckout : messages.chooseCheckin)} />
        )}
      </Status>
      <MonthsArea>
      {layout === 'paged' && (
        <Arrows>
          <Arrow
            type="button"
            aria-label={intl.formatMessage(messages.previousMonth)}
            disabled={!canGoPrevious(firstShown, now)}
            onClick={() => setFirstShown(previousMonth(firstShown, now, DESKTOP_MONTHS_SHOWN))}
          >
            <ArrowIcon $direction="previous" />
          </Arrow>
          <Arrow
            type="button"
            aria-label={intl.formatMessage(messages.nextMonth)}
            disabled={!canGoNext(firstShown, now, DESKTOP_MONTHS_SHOWN)}
            onClick={() => setFirstShown(nextMonth(firstShown, now, DESKTOP_MONTHS_SHOWN))}
          >
            <ArrowIcon $direction="next" />
          </Arrow>
        </Arrows>
      )}
      <Months $layout={layout}>
        {months.map((month, index) =>
          !painted ? (
            (layout === 'paged' || index === 0) && <MonthPlaceholder key={month} />
          ) : (
          <MonthGrid
            key={month}
            month={month}
            dateLocale={dateLocale}
            texts={texts}
            view={view}
            focusedDay={monthOf(focusedDay) === month ? focusedDay : null}
            onSelect={onSelectDay}
            onDayKeyDown={onDayKeyDown}
            onDayFocus={followFocus}
          />
          ),
        )}
      </Months>
      </MonthsArea>
      {gift && (
        <Legend>
          <FormattedMessage {...messages.giftLegend} />
        </Legend>
      )}
      {legend && (
        <Legend>
          <LegendStar aria-hidden="true" />
          {legend.key === 'calendar.legend.minimumStay' ? (
            <FormattedMessage {...messages.legendMinimumStay} values={{ count: legend.count }} />
          ) : (
            <FormattedMessage {...messages.legendMultipleNights} />
          )}
        </Legend>
      )}
    </Panel>
  );
}

function ArrowIcon({ $direction }: { $direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={$direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const Panel = styled.div<{ $layout: 'paged' | 'scroll' }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  width: ${({ $layout }) => ($layout === 'paged' ? '640px' : 'auto')};
  max-width: 100%;
`;

const Shortcuts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  ${theme.media.mobile} {
    /* one swipeable row, so the months stay in view */
    flex-wrap: nowrap;
    overflow-x: auto;
    margin: 0 -${theme.space.lg};
    padding: 0 ${theme.space.lg} ${theme.space.xs};
    & > * {
      flex: none;
    }
  }
`;

const Chip = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.white};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.brand};
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandLight};
    color: ${theme.colors.brandDark};
  }
`;

const ChipDates = styled.span`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.regular};
  color: ${theme.colors.textMuted};
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.brandDark};
  font-weight: ${theme.font.weight.semibold};
`;

const MonthsArea = styled.div`
  position: relative;
`;

/** Level with the month titles, at the two outer edges. */
const Arrows = styled.div`
  position: absolute;
  top: -8px;
  left: 0;
  right: 0;
  display: flex;
  justify-content: space-between;
  pointer-events: none;
`;

const Arrow = styled.button`
  pointer-events: auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.white};
  color: ${theme.colors.brandDark};
  cursor: pointer;
  &:disabled {
    color: ${theme.colors.border};
    cursor: not-allowed;
  }
`;

const Months = styled.div<{ $layout: 'paged' | 'scroll' }>`
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'paged' ? 'row' : 'column')};
  gap: ${theme.space.lg};
`;

/** Holds a month's place (a five-week month's height) until its grid is drawn. */
const MonthPlaceholder = styled.div`
  flex: 1;
  min-width: 0;
  min-height: 272px;
`;

const Legend = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;

const LegendStar = styled.span`
  margin-right: ${theme.space.xs};
  &::before {
    content: '*';
  }
  color: ${theme.colors.accent};
  font-weight: ${theme.font.weight.bold};
`;
