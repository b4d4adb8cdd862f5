import { useId, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Money } from '@/components/ui/money';
import type { BookedStay, BookingChange } from '@/contracts/booking-modification';
import type { OrderView } from '@/contracts/checkout';
import { timeZoneOf } from '@/lib/locales';
import { theme } from '@/styles/theme';
import { historyRows, type HistoryRow } from '../model/modification-history';
import { Difference, Settled } from './modification-money';

const messages = defineMessages({
  title: { id: 'bookingLookup.history.title' },
  when: { id: 'bookingLookup.history.when' },
  before: { id: 'bookingLookup.history.before' },
  after: { id: 'bookingLookup.history.after' },
  stay: { id: 'bookingLookup.history.stay' },
  dates: { id: 'bookingLookup.history.dates' },
  datesValue: { id: 'bookingLookup.history.datesValue' },
  guests: { id: 'bookingLookup.history.guests' },
  activityDays: { id: 'bookingLookup.history.activityDays' },
  none: { id: 'bookingLookup.history.none' },
  total: { id: 'bookingLookup.history.total' },
  added: { id: 'bookingLookup.history.added' },
  removed: { id: 'bookingLookup.history.removed' },
  transfer: { id: 'bookingLookup.history.transfer' },
  guestsSummary: { id: 'guests.summary' },
});
const m = messages as Record<keyof typeof messages, MessageDescriptor>;

const ROW_LABELS: Record<HistoryRow, MessageDescriptor> = { stay: m.stay, dates: m.dates, guests: m.guests, activityDays: m.activityDays, total: m.total };

/**
 * My booking's history of modifications (docs/checkout.md 'Modifying a booking'): each change the server stored,
 * newest first, as a table of what the booking was and became (stay, dates and nights, guests, activity days, total),
 * then the difference and how it was settled and the travellers' names added or removed. Dates and money in the
 * visitor's language; the time of the change on the point of sale's clock. Nothing when the booking was never modified.
 */
export function ModificationHistory({ order }: { order: Pick<OrderView, 'locale' | 'modifications'> }) {
  const intl = useIntl();
  const titleId = useId();
  const changes = order.modifications ?? [];
  if (changes.length === 0) return null;
  const timeZone = timeZoneOf(order.locale);
  return (
    <Section aria-labelledby={titleId} data-testid="modification-history">
      <h2 id={titleId}>{intl.formatMessage(m.title)}</h2>
      <ol>
        {changes.map((change, index) => (
          <li key={`${change.at}-${index}`}>
            <Change change={change} when={intl.formatMessage(m.when, { date: intl.formatDate(change.at, { dateStyle: 'long', timeZone }), time: intl.formatTime(change.at, { timeStyle: 'short', timeZone }) })} />
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Change({ change, when }: { change: BookingChange; when: string }) {
  const intl = useIntl();
  const names = (list: BookingChange['travellersAdded']) => intl.formatList(list.map((t) => `${t.firstName} ${t.lastName}`), { type: 'conjunction' });
  return (
    <>
      <table>
        <caption>{when}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{intl.formatMessage(m.before)}</th>
            <th scope="col">{intl.formatMessage(m.after)}</th>
          </tr>
        </thead>
        <tbody>
          {historyRows(change).map((row) => (
            <tr key={row}>
              <th scope="row">{intl.formatMessage(ROW_LABELS[row])}</th>
              <td>{row === 'total' ? <Money cents={change.previousTotal} /> : <Value row={row} stay={change.before} />}</td>
              <td>{row === 'total' ? <Money cents={change.total} /> : <Value row={row} stay={change.after} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {change.difference !== 0 && (
          <>
            <Difference cents={change.difference} />{' '}
          </>
        )}
        <Settled change={change} transfer={m.transfer} />
      </p>
      {change.travellersAdded.length > 0 && <p>{intl.formatMessage(m.added, { names: names(change.travellersAdded) })}</p>}
      {change.travellersRemoved.length > 0 && <p>{intl.formatMessage(m.removed, { names: names(change.travellersRemoved) })}</p>}
    </>
  );
}

/** A calendar day (yyyy-MM-dd), short: '4 déc. 2026'. */
function ShortDay({ value }: { value: string }) {
  const intl = useIntl();
  return <>{intl.formatDate(`${value}T12:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}</>;
}

function Value({ row, stay }: { row: Exclude<HistoryRow, 'total'>; stay: BookedStay }): ReactNode {
  const intl = useIntl();
  switch (row) {
    case 'stay':
      return stay.label;
    case 'dates':
      return <FormattedMessage {...m.datesValue} values={{ checkin: <ShortDay value={stay.checkin} />, checkout: <ShortDay value={stay.checkout} />, nights: stay.nights }} />;
    case 'guests':
      return stay.guests ? intl.formatMessage(m.guestsSummary, stay.guests) : null;
    case 'activityDays':
      return stay.activityDays.length === 0
        ? intl.formatMessage(m.none)
        : intl.formatList(stay.activityDays.map((day) => intl.formatDate(`${day}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })), { type: 'conjunction' });
  }
}

const Section = styled.section`
  margin-top: ${theme.space.lg};
  h2 {
    font-size: ${theme.font.size.lg};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${theme.space.md};
  }
  li {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    padding: ${theme.space.md};
    background: ${theme.colors.surface};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    text-align: left;
    font-weight: ${theme.font.weight.semibold};
    padding-bottom: ${theme.space.sm};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${theme.space.xs} ${theme.space.sm} ${theme.space.xs} 0;
  }
  thead th {
    color: ${theme.colors.textMuted};
    font-weight: ${theme.font.weight.regular};
  }
  tbody th {
    font-weight: ${theme.font.weight.semibold};
  }
  p {
    margin: ${theme.space.sm} 0 0;
  }
`;
