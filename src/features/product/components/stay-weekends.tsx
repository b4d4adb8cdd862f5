import { format, parseISO } from 'date-fns';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { StayWeekend } from '@/contracts/stay-weekends';
import { dateLocale } from '@/lib/date-locale';
import type { Locale } from '@/lib/locales';
import { formatMoney } from '@/lib/money';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';
import { stayWeekendsUrl, useStayWeekends } from '../api/weekends-api';
import type { ProductAddress } from '../model/product-address';
import { isChosenWeekend, weekendDays, weekendNightsAsked, withWeekend } from '../model/stay-weekends';

const messages = defineMessages({
  title: { id: 'product.weekends.title' },
  intro: { id: 'product.weekends.intro' },
  loading: { id: 'product.weekends.loading' },
  failed: { id: 'product.weekends.failed' },
  dates: { id: 'product.weekends.dates' },
  cheapest: { id: 'product.weekends.cheapest' },
  chosen: { id: 'product.weekends.chosen' },
  soldOut: { id: 'product.weekends.soldOut' },
  minStay: { id: 'product.weekends.minStay' },
  closed: { id: 'product.weekends.closed' },
  party: { id: 'product.weekends.party' },
  unavailable: { id: 'product.weekends.unavailable' },
});
/** Plain descriptors: several of these messages take values. */
const m = messages as Record<keyof typeof messages, MessageDescriptor>;

/** 'ven. 13 – dim. 15 mars', the month written once when both days share it. */
function datesText(intl: IntlShape, locale: Locale, weekend: StayWeekend): string {
  const { from, to } = weekendDays(weekend);
  const options = { locale: dateLocale(locale) };
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  return intl.formatMessage(m.dates, { from: format(parseISO(from), sameMonth ? 'EEE d' : 'EEE d MMM', options), to: format(parseISO(to), 'EEE d MMM', options) });
}

/** What a weekend says besides its dates: its total, or why it cannot be booked (in words, not only in colour). */
function outcomeText(intl: IntlShape, locale: Locale, weekend: StayWeekend): string {
  if (weekend.status === 'bookable') return formatMoney(weekend.sellPrice ?? 0, locale);
  if (weekend.status === 'minStay') return intl.formatMessage(m.minStay, { count: weekend.minStay ?? 2 });
  return intl.formatMessage(m[weekend.status]);
}

export type StayWeekendsProps = { offerId: number; address: ProductAddress; onAddressChange: (address: ProductAddress) => void };

/**
 * The next twelve weekends of the stay for the page's travellers and stay length (issue 36 point 3): a list of
 * buttons, each a bookable weekend's dates and total (the cheapest marked); choosing one sets the page's dates as the
 * calendar does, which prices the page. Weekends that cannot be booked say why. Loaded after the first paint.
 */
export function StayWeekends({ offerId, address, onAddressChange }: StayWeekendsProps) {
  const intl = useIntl();
  const { locale, apiBase } = useAppConfig();
  const { weekends, error, isLoading } = useStayWeekends(stayWeekendsUrl(apiBase, offerId, locale, weekendNightsAsked(address), address.travellers));
  return (
    <section aria-labelledby="weekends-title" data-testid="stay-weekends">
      <h2 id="weekends-title">{intl.formatMessage(m.title)}</h2>
      {weekends && <p>{intl.formatMessage(m.intro, { nights: weekends.nights })}</p>}
      {isLoading && <p>{intl.formatMessage(m.loading)}</p>}
      {error !== undefined && !isLoading && <p>{intl.formatMessage(m.failed)}</p>}
      {weekends && (
        <Grid aria-labelledby="weekends-title">
          {weekends.weekends.map((weekend) => {
            const chosen = isChosenWeekend(weekend, address);
            const content = (
              <>
                {/* Spaces between the parts: a screen reader reads them as words, not 'déc.310 €'. */}
                <span className="dates">{datesText(intl, locale, weekend)}</span>{' '}
                <span className="outcome">{outcomeText(intl, locale, weekend)}</span>
                {weekend.cheapest && <> <span className="badge">{intl.formatMessage(m.cheapest)}</span></>}
                {chosen && <> <span className="badge chosen">{intl.formatMessage(m.chosen)}</span></>}
              </>
            );
            return (
              <li key={weekend.friday} data-status={weekend.status} data-cheapest={weekend.cheapest || undefined}>
                {weekend.status === 'bookable' ? (
                  <button type="button" aria-pressed={chosen} onClick={() => onAddressChange(withWeekend(address, weekend))}>
                    {content}
                  </button>
                ) : (
                  <div className="refused">{content}</div>
                )}
              </li>
            );
          })}
        </Grid>
      )}
    </section>
  );
}

/** Two columns on a phone, four on a desktop: twelve weekends fit without a horizontal scroller. */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  button,
  .refused {
    display: grid;
    align-content: start;
    gap: ${theme.space.xxs};
    width: 100%;
    height: 100%;
    padding: ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font: inherit;
    text-align: left;
  }
  button {
    cursor: pointer;
  }
  button:hover {
    border-color: ${theme.colors.brand};
  }
  button:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  button[aria-pressed='true'] {
    border: 2px solid ${theme.colors.brand};
    background: ${theme.colors.brandLight};
  }
  .refused {
    background: ${theme.colors.surface};
    color: ${theme.colors.textMuted};
  }
  [data-cheapest] button {
    border-color: ${theme.colors.success};
  }
  .dates {
    font-size: ${theme.font.size.sm};
  }
  .outcome {
    font-weight: ${theme.font.weight.semibold};
  }
  .badge {
    justify-self: start;
    padding: 0 ${theme.space.xs};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.success};
    color: ${theme.colors.white};
    font-size: ${theme.font.size.xs};
  }
  .badge.chosen {
    background: ${theme.colors.brand};
  }
`;
