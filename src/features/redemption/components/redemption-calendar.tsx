import { format, parseISO } from 'date-fns';
import { useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, LinkButton } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { dayStatus, supplementOf, type BeneficiaryGift, type BeneficiaryOfferCard, type CheckinPricesResponse, type RedemptionDayStatus } from '@/contracts/redemption';
import { dateLocale } from '@/lib/date-locale';
import { activityDatesList, missingActivityDates } from '@/shared/activity-dates/activity-dates';
import { activityDateFieldId, ActivityDatesStep, activityDatesMessages } from '@/shared/activity-dates/activity-dates-step';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { theme } from '@/styles/theme';
import { fetchCheckinPrices } from '../api/redemption-api';
import { addMonths } from '@/lib/days';
import { monthWeeks } from '../model/calendar-month';
import { redemptionMessages as m } from './redemption-messages';

type Props = {
  offer: BeneficiaryOfferCard;
  gift: BeneficiaryGift;
  locale: Locale;
  /** yyyy-MM of today at the point of sale: the calendar cannot go before it (§9) */
  firstMonth: string;
  /** the stay checkout's address for an arrival day and the activity dates chosen (`<activityId>_<day index>`) */
  bookHref: (checkin: string, activityDates: readonly string[]) => string;
  /** the beneficiary's session ended while the calendar was open (the page goes back to the code field) */
  onSessionEnded?: () => void;
};

const STATUS_TEXT = { included: m.legendIncluded, supplement: m.legendSupplement, notAvailable: m.legendNotAvailable } as const;

/**
 * The beneficiary calendar (§5, search-and-discovery §4): each day of the month is included (the stay from that day
 * costs no more than the gift), with a supplement, or not available (no stay, or a minimum stay longer than the
 * gift's nights), from packageCheckinPrices (§7). An available day is a button; choosing it says what the stay costs
 * above the gift and offers to book it. A stay whose activities need a date (2 nights or more, §4) asks for them
 * under the chosen day, as the product page does, and Book goes to the checkout only with all of them. A year ahead
 * at most (§9).
 */
export function RedemptionCalendar({ offer, gift, locale, firstMonth, bookHref, onSessionEnded }: Props) {
  const intl = useIntl();
  const [month, setMonth] = useState(firstMonth);
  const [answer, setAnswer] = useState<{ month: string; days: CheckinPricesResponse | null } | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [activityDates, setActivityDates] = useState<Record<number, string>>({});
  const [missing, setMissing] = useState<number[]>([]);
  const errorId = useId();
  const activityIds = offer.activitiesToDate.map((a) => a.activityId);
  const activityPrefix = `beneficiary-activity-date-${offer.id}`;
  const lastMonth = addMonths(firstMonth, 11);

  useEffect(() => {
    let live = true;
    void fetchCheckinPrices(offer.id, { locale: toCatalogLocale(locale), month, nights: gift.nights, giftPrice: gift.value }).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'sessionEnded') return onSessionEnded?.();
      setAnswer({ month, days: outcome.kind === 'ok' ? outcome.value : null });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offer.id, month, gift.nights, gift.value, locale]);

  const byDay = useMemo(() => new Map((answer?.month === month ? (answer.days?.days ?? []) : []).map((d) => [d.day, d])), [answer, month]);
  const loading = answer?.month !== month;
  const failed = !loading && answer?.days === null;
  const fnsLocale = dateLocale(locale);
  const weekdays = monthWeeks('2024-01')[0].map((_, i) => format(parseISO(`2024-01-0${i + 1}`), 'EEEEEE', { locale: fnsLocale }));
  const statusOf = (day: string): RedemptionDayStatus => dayStatus(byDay.get(day), gift.value, gift.nights);
  const supplement = (day: string) => supplementOf(byDay.get(day)?.displayTotalPrice ?? 0, gift.value);
  const chosenStatus = chosen ? statusOf(chosen) : null;

  // Another arrival day is another stay: its activity days are chosen again (as new dates do on the product page).
  const choose = (day: string) => {
    if (day === chosen) return;
    setChosen(day);
    setActivityDates({});
    setMissing([]);
  };

  // §4: Book hands off only with a date for every activity; else the missing ones are flagged and the first focused.
  const book = (event: MouseEvent<HTMLAnchorElement>) => {
    const stillMissing = missingActivityDates(activityDates, activityIds, gift.nights);
    setMissing(stillMissing);
    if (stillMissing.length === 0) return;
    event.preventDefault();
    document.getElementById(activityDateFieldId(stillMissing[0], activityPrefix))?.focus();
  };

  return (
    <Wrapper>
      <div className="head">
        <Button variant="ghost" onClick={() => setMonth(addMonths(month, -1))} aria-disabled={month <= firstMonth || undefined} disabled={month <= firstMonth}>
          {intl.formatMessage(m.previous)}
        </Button>
        <h3 aria-live="polite">{format(parseISO(`${month}-01`), 'LLLL yyyy', { locale: fnsLocale })}</h3>
        <Button variant="ghost" onClick={() => setMonth(addMonths(month, 1))} disabled={month >= lastMonth}>
          {intl.formatMessage(m.next)}
        </Button>
      </div>
      {loading && <p role="status">{intl.formatMessage(m.loading)}</p>}
      {failed && <p role="alert">{intl.formatMessage(m.failed)}</p>}
      <table data-testid="redemption-calendar">
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w} scope="col">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                if (!day) return <td key={i} />;
                const status = loading ? 'notAvailable' : statusOf(day);
                const label = intl.formatMessage(m.day, { date: format(parseISO(day), 'EEEE d MMMM', { locale: fnsLocale }), status, amount: formatMoney(supplement(day), intl.locale) });
                return (
                  <td key={day} data-status={status} data-day={day}>
                    {status === 'notAvailable' ? (
                      <span aria-label={label} role="img">
                        {Number(day.slice(8))}
                      </span>
                    ) : (
                      <button type="button" aria-label={label} aria-pressed={chosen === day} onClick={() => choose(day)}>
                        {Number(day.slice(8))}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="legend">
        {(['included', 'supplement', 'notAvailable'] as const).map((s) => (
          <li key={s} data-status={s}>
            <span aria-hidden="true" className="swatch" />
            {intl.formatMessage(STATUS_TEXT[s])}
          </li>
        ))}
      </ul>
      <div className="choice" aria-live="polite">
        {chosen && chosenStatus && chosenStatus !== 'notAvailable' ? (
          <>
            <p>{intl.formatMessage(m.chosen, { date: format(parseISO(chosen), 'EEEE d MMMM yyyy', { locale: fnsLocale }), nights: gift.nights, status: chosenStatus, amount: formatMoney(supplement(chosen), intl.locale) })}</p>
            {activityIds.length > 0 && (
              <div className="activities">
                <ActivityDatesStep
                  activities={offer.activitiesToDate}
                  checkin={chosen}
                  nights={gift.nights}
                  value={activityDates}
                  missing={missing}
                  errorId={errorId}
                  idPrefix={activityPrefix}
                  onChange={(next, activityId) => {
                    setActivityDates(next);
                    setMissing((list) => list.filter((id) => id !== activityId));
                  }}
                />
                {missing.length > 0 && (
                  <p id={errorId} className="error" role="alert">
                    {intl.formatMessage(activityDatesMessages.required)}
                  </p>
                )}
              </div>
            )}
            <LinkButton href={bookHref(chosen, activityDatesList(activityDates, activityIds, gift.nights))} onClick={book}>
              {intl.formatMessage(m.book)}
            </LinkButton>
          </>
        ) : (
          <p>{intl.formatMessage(m.pick)}</p>
        )}
      </div>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm};
    h3 {
      margin: 0;
      text-transform: capitalize;
    }
  }
  table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }
  th {
    font-weight: 600;
    padding: ${theme.space.xs};
  }
  td {
    text-align: center;
    padding: 2px;
  }
  td > button,
  td > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    min-height: 44px;
    border-radius: ${theme.radius.sm};
    border: 2px solid transparent;
    font: inherit;
  }
  td > button {
    cursor: pointer;
  }
  td[data-status='included'] > button {
    background: ${theme.colors.brandLight};
    color: ${theme.colors.brandDark};
  }
  td[data-status='supplement'] > button {
    background: ${theme.colors.surface};
    color: ${theme.colors.warning};
    border: 2px dashed ${theme.colors.warning};
  }
  td[data-status='notAvailable'] > span {
    color: ${theme.colors.textMuted};
    text-decoration: line-through;
  }
  td > button[aria-pressed='true'] {
    border: 2px solid ${theme.colors.text};
    font-weight: 700;
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.md};
    list-style: none;
    padding: 0;
    margin: 0;
    li {
      display: flex;
      align-items: center;
      gap: ${theme.space.xs};
    }
    .swatch {
      width: 16px;
      height: 16px;
      border-radius: 4px;
      border: 1px solid ${theme.colors.border};
    }
    [data-status='included'] .swatch {
      background: ${theme.colors.brandLight};
    }
    [data-status='supplement'] .swatch {
      background: ${theme.colors.surface};
      border: 2px dashed ${theme.colors.warning};
    }
    [data-status='notAvailable'] .swatch {
      background: ${theme.colors.background};
    }
  }
  .choice p {
    margin: 0 0 ${theme.space.sm};
  }
  .activities h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.textMuted};
  }
  .activities .error {
    color: ${theme.colors.danger};
    font-weight: 600;
  }
`;
