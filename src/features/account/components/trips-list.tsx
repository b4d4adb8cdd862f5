import { format, parseISO } from 'date-fns';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Money } from '@/components/ui/money';
import type { AccountTrip } from '@/contracts/account';
import { dateLocale } from '@/lib/date-locale';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';

const SPACE = ' ';

const STATUS = {
  pending_payment: { id: 'account.trips.status.pending' },
  confirmed: { id: 'account.trips.status.confirmed' },
  cancelled: { id: 'account.trips.status.cancelled' },
  expired: { id: 'account.trips.status.expired' },
} as const;

/** The account's bookings, the latest first, each with its number, dates, status and total; 'My booking' manages one. */
export function TripsList({ trips, manageHref, searchHref }: { trips: readonly AccountTrip[]; manageHref: string; searchHref: string }) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  if (trips.length === 0) {
    return (
      <Empty>
        <FormattedMessage id="account.trips.empty" />
        {SPACE}
        <a href={searchHref}>
          <FormattedMessage id="account.trips.search" />
        </a>
      </Empty>
    );
  }
  return (
    <List>
      {trips.map((trip) => (
        <li key={trip.bookingNumber} data-testid="account-trip">
          <h2>{trip.label}</h2>
          <dl>
            <dt>
              <FormattedMessage id="account.trips.number" />
            </dt>
            <dd>{trip.bookingNumber}</dd>
            {trip.checkin && (
              <>
                <dt>
                  <FormattedMessage id="account.trips.dates" />
                </dt>
                <dd>{intl.formatMessage({ id: 'account.trips.stay' }, { date: format(parseISO(trip.checkin), 'PPPP', { locale: dateLocale(locale) }), nights: trip.nights })}</dd>
              </>
            )}
            <dt>
              <FormattedMessage id="account.trips.statusLabel" />
            </dt>
            <dd>
              <FormattedMessage {...STATUS[trip.status]} />
            </dd>
            <dt>
              <FormattedMessage id="account.trips.total" />
            </dt>
            <dd>
              <Money cents={trip.totalAmount} />
            </dd>
          </dl>
          <a href={manageHref}>
            <FormattedMessage id="account.trips.manage" values={{ number: trip.bookingNumber }} />
          </a>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  li {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    padding: ${theme.space.md};
  }
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.lg};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${theme.space.xs} ${theme.space.md};
    margin: 0 0 ${theme.space.sm};
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
  a {
    color: ${theme.colors.brandDark};
    font-weight: ${theme.font.weight.semibold};
  }
`;

const Empty = styled.p`
  margin: 0;
  a {
    color: ${theme.colors.brandDark};
    font-weight: ${theme.font.weight.semibold};
  }
`;
