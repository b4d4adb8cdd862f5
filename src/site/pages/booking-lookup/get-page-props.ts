import type { PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';

export type BookingLookupPageProps = Record<string, never>;

/** 'My booking': booking number and e-mail, then the booking and its cancellation. Never indexed. */
export const loadBookingLookupPage: PageLoader<BookingLookupPageProps> = async ({ intl }) => ({
  props: {},
  title: intl.formatMessage({ id: 'bookingLookup.title' }),
  description: intl.formatMessage({ id: 'bookingLookup.intro' }),
  robots: ROBOTS_NOINDEX,
});
