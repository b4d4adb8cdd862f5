import { format } from 'date-fns';
import type { Locale as DateFnsLocale } from 'date-fns';
import { memo, useId, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { DayMarker, GiftDayAvailability } from '../model/availability';
import type { YearMonth } from '@/lib/days';
import { daysOfMonth, leadingBlankDays } from '../model/month-navigation';
import type { RangePosition } from '../model/range-selection';
import { dateOf } from './local-date';
import { theme } from '@/styles/theme';
import { VISUALLY_HIDDEN } from '@/components/ui/visually-hidden';

export interface DayView {
  selectable: boolean;
  position: RangePosition;
  marker: DayMarker | null;
  /** gift redemption: what the gift covers from this check-in (null outside redemption) */
  gift?: GiftDayAvailability | null;
}

/** The texts a day shows, formatted once per panel (cached Intl formatters) rather than by each of ~90 cells. */
export interface DayTexts {
  /** the full date screen readers hear: 'vendredi 8 mai 2026' */
  label: (day: string) => string;
  price: (amount: number) => string;
  /** '+30 €' */
  supplement: (amount: number) => string;
  /** 'supplément de 30 €' */
  supplementLabel: (amount: number) => string;
  included: string;
  minimumStay: (count: number) => string;
}

/** Weekday headers from the date-fns locale, Monday first. */
export function weekdayNames(locale: DateFnsLocale): { short: string; long: string }[] {
  return [1, 2, 3, 4, 5, 6, 0].map((day) => ({
    short: locale.localize.day(day as 0, { width: 'short' }),
    long: locale.localize.day(day as 0, { width: 'wide' }),
  }));
}

function weeksOf(month: YearMonth): (string | null)[][] {
  const cells: (string | null)[] = [...Array<null>(leadingBlankDays(month)).fill(null), ...daysOfMonth(month)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export type MonthGridProps = {
  month: YearMonth;
  dateLocale: DateFnsLocale;
  texts: DayTexts;
  view: (day: string) => DayView;
  /** The day the Tab key reaches, when it is in this month. */
  focusedDay: string | null;
  onSelect: (day: string) => void;
  onDayKeyDown: (event: KeyboardEvent<HTMLButtonElement>, day: string) => void;
  onDayFocus: (day: string) => void;
};

/** The day button an event came from, if any. */
const dayButtonOf = (target: EventTarget): HTMLButtonElement | null => (target instanceof Element ? target.closest<HTMLButtonElement>('button[data-day]') : null);

/**
 * One month as a table: weekday column headers, one button per day named by its full date. Events are handled once
 * on the table and cells are memoised on plain values, so choosing a day re-renders only the days it changes; the
 * month itself is memoised, so focus moving within another month leaves it alone.
 */
export const MonthGrid = memo(function MonthGrid({ month, dateLocale, texts, view, focusedDay, onSelect, onDayKeyDown, onDayFocus }: MonthGridProps) {
  const headingId = useId();
  const weekdays = weekdayNames(dateLocale);
  const onClick = (event: MouseEvent) => {
    const button = dayButtonOf(event.target);
    if (button && button.getAttribute('aria-disabled') !== 'true') onSelect(button.dataset.day as string);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const button = dayButtonOf(event.target);
    if (button) onDayKeyDown(event as unknown as KeyboardEvent<HTMLButtonElement>, button.dataset.day as string);
  };
  const onFocus = (event: FocusEvent) => {
    const button = dayButtonOf(event.target);
    if (button) onDayFocus(button.dataset.day as string);
  };
  return (
    <Month>
      <MonthTitle id={headingId}>{format(dateOf(`${month}-01`), 'LLLL yyyy', { locale: dateLocale })}</MonthTitle>
      <Table aria-labelledby={headingId} onClick={onClick} onKeyDown={onKeyDown} onFocus={onFocus}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, cell) => {
                if (day === null) return <td key={`blank-${cell}`} />;
                const { selectable, position, marker, gift } = view(day);
                const price = gift ? null : marker?.amount != null && selectable ? texts.price(marker.amount) : null;
                const giftShown = gift && selectable ? gift : null;
                return (
                  <DayCell
                    key={day}
                    day={day}
                    label={texts.label(day)}
                    selectable={selectable}
                    position={position}
                    focused={day === focusedDay}
                    price={price}
                    minimumStay={marker?.hasMinimumStay ? texts.minimumStay(marker.minimumStay ?? 0) : null}
                    giftText={giftShown?.status === 'included' ? texts.included : giftShown?.status === 'supplement' ? texts.supplement(giftShown.supplement) : null}
                    giftLabel={giftShown?.status === 'supplement' ? texts.supplementLabel(giftShown.supplement) : null}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Month>
  );
});

type DayCellProps = {
  day: string;
  label: string;
  selectable: boolean;
  position: RangePosition;
  focused: boolean;
  price: string | null;
  /** the asterisk's words for screen readers, when the day has a minimum stay */
  minimumStay: string | null;
  /** gift redemption: 'Included' or '+30 €' */
  giftText: string | null;
  /** gift redemption: 'supplement of 30 €' (the visible '+30 €' is hidden from screen readers) */
  giftLabel: string | null;
};

const DayCell = memo(function DayCell({ day, label, selectable, position, focused, price, minimumStay, giftText, giftLabel }: DayCellProps) {
  const end = position === 'start' || position === 'end';
  return (
    <td data-position={position ?? undefined}>
      <button
        type="button"
        className="day"
        data-day={day}
        tabIndex={focused ? 0 : -1}
        aria-pressed={end}
        // aria-disabled rather than disabled: arrow keys still reach the day, as in the APG date picker.
        aria-disabled={!selectable || undefined}
      >
        <span className={VISUALLY_HIDDEN}>{label}</span>
        <span className="number" aria-hidden="true">
          {Number(day.slice(8))}
          {minimumStay && <span className="star" />}
        </span>
        {price && <span className="price">{price}</span>}
        {giftText && (
          <span className={giftLabel ? 'price supplement' : 'price'} aria-hidden={giftLabel ? true : undefined}>
            {giftText}
          </span>
        )}
        {giftLabel && <span className={VISUALLY_HIDDEN}>{giftLabel}</span>}
        {minimumStay && <span className={VISUALLY_HIDDEN}>{minimumStay}</span>}
      </button>
    </td>
  );
});

const Month = styled.div`
  flex: 1;
  min-width: 0;
`;

const MonthTitle = styled.h3`
  margin: 0 0 ${theme.space.sm};
  text-align: center;
  font-size: ${theme.font.size.md};
  &::first-letter {
    text-transform: uppercase;
  }
`;

/** Every day's look lives here once (plain class names and attributes), not in a styled component per cell. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  th {
    padding: ${theme.space.xs} 0;
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.semibold};
    color: ${theme.colors.textMuted};
    text-transform: capitalize;
  }
  td {
    padding: 1px 0;
  }
  td[data-position='start'] {
    background: linear-gradient(to right, transparent 50%, ${theme.colors.brandLight} 50%);
  }
  td[data-position='end'] {
    background: linear-gradient(to right, ${theme.colors.brandLight} 50%, transparent 50%);
  }
  td[data-position='inside'] {
    background: ${theme.colors.brandLight};
  }
  .day {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    width: 100%;
    min-height: 44px;
    padding: 2px 0;
    border: 2px solid transparent;
    border-radius: ${theme.radius.md};
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  ${theme.media.desktop} {
    .day {
      min-height: 40px;
    }
  }
  .day:hover:not([aria-disabled='true']) {
    border-color: ${theme.colors.brand};
  }
  .day:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -1px;
  }
  .day[aria-disabled='true'] {
    color: ${theme.colors.textMuted};
    text-decoration: line-through;
    opacity: 0.6;
    cursor: default;
  }
  .day[aria-pressed='true'] {
    background: ${theme.colors.brand};
    color: ${theme.colors.white};
  }
  .number {
    font-weight: ${theme.font.weight.semibold};
    line-height: 1.1;
  }
  .star {
    margin-left: 1px;
    color: ${theme.colors.accent};
  }
  .star::before {
    content: '*';
  }
  .price {
    font-size: 0.6875rem;
    line-height: 1.1;
    color: ${theme.colors.success};
  }
  .supplement {
    color: ${theme.colors.accent};
  }
  .day[aria-pressed='true'] .star,
  .day[aria-pressed='true'] .price {
    color: inherit;
  }
`;
