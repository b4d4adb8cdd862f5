import { format } from 'date-fns';
import type { Locale as DateFnsLocale } from 'date-fns';
import { useId, type KeyboardEvent } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { CURRENCY } from '@/lib/locales';
import type { DayMarker, GiftDayAvailability } from '../model/availability';
import type { IsoDay, YearMonth } from '../model/calendar-day';
import { daysOfMonth, leadingBlankDays } from '../model/month-navigation';
import type { RangePosition } from '../model/range-selection';
import { calendarMessages as messages } from './calendar-messages';
import { dateOf } from './local-date';

export interface DayView {
  selectable: boolean;
  position: RangePosition;
  marker: DayMarker | null;
  /** gift redemption: what the gift covers from this check-in (null outside redemption) */
  gift?: GiftDayAvailability | null;
}

/** Weekday headers from the date-fns locale, Monday first. */
export function weekdayNames(locale: DateFnsLocale): { short: string; long: string }[] {
  return [1, 2, 3, 4, 5, 6, 0].map((day) => ({
    short: locale.localize.day(day as 0, { width: 'short' }),
    long: locale.localize.day(day as 0, { width: 'wide' }),
  }));
}

function weeksOf(month: YearMonth): (IsoDay | null)[][] {
  const cells: (IsoDay | null)[] = [...Array<null>(leadingBlankDays(month)).fill(null), ...daysOfMonth(month)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export type MonthGridProps = {
  month: YearMonth;
  dateLocale: DateFnsLocale;
  view: (day: IsoDay) => DayView;
  focusedDay: IsoDay;
  onSelect: (day: IsoDay) => void;
  onDayKeyDown: (event: KeyboardEvent<HTMLButtonElement>, day: IsoDay) => void;
  onDayFocus: (day: IsoDay) => void;
};

/** One month as a table: weekday column headers, one button per day named by its full date. */
export function MonthGrid({ month, dateLocale, view, focusedDay, onSelect, onDayKeyDown, onDayFocus }: MonthGridProps) {
  const headingId = useId();
  const weekdays = weekdayNames(dateLocale);
  return (
    <Month>
      <MonthTitle id={headingId}>{format(dateOf(`${month}-01`), 'LLLL yyyy', { locale: dateLocale })}</MonthTitle>
      <Table aria-labelledby={headingId}>
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
              {week.map((day, cell) =>
                day === null ? (
                  <td key={`blank-${cell}`} />
                ) : (
                  <DayCell key={day} day={day} dateLocale={dateLocale} view={view(day)} focused={day === focusedDay} onSelect={onSelect} onDayKeyDown={onDayKeyDown} onDayFocus={onDayFocus} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Month>
  );
}

type DayCellProps = {
  day: IsoDay;
  dateLocale: DateFnsLocale;
  view: DayView;
  focused: boolean;
  onSelect: (day: IsoDay) => void;
  onDayKeyDown: (event: KeyboardEvent<HTMLButtonElement>, day: IsoDay) => void;
  onDayFocus: (day: IsoDay) => void;
};

function DayCell({ day, dateLocale, view, focused, onSelect, onDayKeyDown, onDayFocus }: DayCellProps) {
  const { selectable, position, marker, gift } = view;
  const end = position === 'start' || position === 'end';
  return (
    <Cell $position={position}>
      <DayButton
        type="button"
        data-day={day}
        tabIndex={focused ? 0 : -1}
        aria-pressed={end}
        // aria-disabled rather than disabled: arrow keys still reach the day, as in the APG date picker.
        aria-disabled={!selectable || undefined}
        $position={position}
        $selectable={selectable}
        onClick={() => selectable && onSelect(day)}
        onKeyDown={(event) => onDayKeyDown(event, day)}
        onFocus={() => onDayFocus(day)}
      >
        <VisuallyHidden>{format(dateOf(day), 'PPPP', { locale: dateLocale })}</VisuallyHidden>
        <DayNumber aria-hidden="true">
          {Number(day.slice(8))}
          {marker?.hasMinimumStay && <Star />}
        </DayNumber>
        {gift ? (
          selectable && <GiftPrice gift={gift} />
        ) : (
          marker?.amount != null &&
          selectable && (
            <Price>
              <FormattedNumber value={marker.amount} style="currency" currency={CURRENCY} maximumFractionDigits={0} />
            </Price>
          )
        )}
        {marker?.hasMinimumStay && (
          <VisuallyHidden>
            <FormattedMessage {...messages.dayMinimumStay} values={{ count: marker.minimumStay ?? 0 }} />
          </VisuallyHidden>
        )}
      </DayButton>
    </Cell>
  );
}

/** 'Included' when the gift covers the stay, else '+30 €' (read out as 'supplement of 30 €'). */
function GiftPrice({ gift }: { gift: GiftDayAvailability }) {
  if (gift.status === 'included') {
    return (
      <Price>
        <FormattedMessage {...messages.giftIncluded} />
      </Price>
    );
  }
  if (gift.status !== 'supplement') return null;
  const amount = <FormattedNumber value={gift.supplement} style="currency" currency={CURRENCY} maximumFractionDigits={0} />;
  return (
    <>
      <Price $supplement aria-hidden="true">
        <FormattedNumber value={gift.supplement} style="currency" currency={CURRENCY} maximumFractionDigits={0} signDisplay="always" />
      </Price>
      <VisuallyHidden>
        <FormattedMessage {...messages.giftSupplement} values={{ amount }} />
      </VisuallyHidden>
    </>
  );
}

const Month = styled.div`
  flex: 1;
  min-width: 0;
`;

const MonthTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.md};
  &::first-letter {
    text-transform: uppercase;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  th {
    padding: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: capitalize;
  }
  td {
    padding: 1px 0;
  }
`;

const Cell = styled.td<{ $position: RangePosition }>`
  ${({ $position, theme }) =>
    $position &&
    css`
      background: linear-gradient(
        to right,
        ${$position === 'start' ? 'transparent 50%' : theme.colors.brandLight + ' 50%'},
        ${$position === 'end' ? 'transparent 50%' : theme.colors.brandLight + ' 50%'}
      );
    `}
`;

const DayButton = styled.button<{ $position: RangePosition; $selectable: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 44px;
  ${({ theme }) => theme.media.desktop} {
    min-height: 40px;
  }
  padding: 2px 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme, $selectable }) => ($selectable ? theme.colors.brand : 'transparent')};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -1px;
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    opacity: 0.6;
    cursor: default;
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.white};
  }
`;

const DayNumber = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.1;
`;

const Star = styled.span`
  margin-left: 1px;
  &::before {
    content: '*';
  }
  color: ${({ theme }) => theme.colors.accent};
  [aria-pressed='true'] & {
    color: inherit;
  }
`;

const Price = styled.span<{ $supplement?: boolean }>`
  font-size: 0.6875rem;
  line-height: 1.1;
  color: ${({ theme, $supplement }) => ($supplement ? theme.colors.accent : theme.colors.success)};
  [aria-pressed='true'] & {
    color: inherit;
  }
`;
