import { defineMessages, type IntlShape } from 'react-intl';
import type { FlexibleStay } from '@/shared/search-address/flexible-stay';

/**
 * How a flexible search reads ('A weekend in March', '2 nights in March or April', 'Un week-end en mars'): the dates
 * field and the phone's summary say it alike. Light on purpose (the box at rest shows it in the page's first load):
 * month names from the browser's Intl, which gives the date-fns locales' names (tested in the six languages).
 */
export const flexibleStayMessages = defineMessages<'value'>({
  value: { id: 'searchBox.flexible.value' },
});

/** Months by their own names ('2027-03' → 'mars'), no year: the twelve months ahead never repeat one. */
export function flexibleStayText(intl: Pick<IntlShape, 'formatDate' | 'formatList' | 'formatMessage'>, flexible: FlexibleStay): string {
  const months = intl.formatList(
    flexible.months.map((month) => intl.formatDate(`${month}-15T12:00:00Z`, { month: 'long', timeZone: 'UTC' })),
    { type: 'disjunction' },
  );
  return intl.formatMessage(flexibleStayMessages.value, { arrival: flexible.arrival, nights: flexible.nights, months });
}
