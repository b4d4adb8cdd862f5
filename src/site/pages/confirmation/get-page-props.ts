import type { PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';
import { href } from '@/shared/routes';

export type ConfirmationPageProps = { bookingNumber: string };

/**
 * An order's confirmation (`/confirmation/12345678#key=…`): the browser reads the order with the access key of the
 * hash (never sent to the server with the page, so never in its logs). Never indexed; the booking flow's header, back home.
 */
export const loadConfirmationPage: PageLoader<ConfirmationPageProps> = async ({ intl, params, locale }) => ({
  props: { bookingNumber: params[0] },
  title: intl.formatMessage({ id: 'confirmation.seo.title' }, { bookingNumber: params[0] }),
  description: intl.formatMessage({ id: 'confirmation.seo.title' }, { bookingNumber: params[0] }),
  robots: ROBOTS_NOINDEX,
  chrome: 'booking',
  back: href.home(locale),
});
