import { lazy, Suspense } from 'react';
import type { BookingWiring, PriceAsideSlot } from '@/features/product/components/booking-panel';
import { LazyDates } from '@/site/lazy-fields/lazy-dates';
import { LazyGuests } from '@/site/lazy-fields/lazy-guests';
import { useAppConfig } from '@/shared/app-config';

/** Only under a dated stay's price: loaded then (with its date formats), not with the page. */
const InstalmentOffer = lazy(() => import('@/features/instalments/components/instalment-offer').then((mod) => ({ default: mod.InstalmentOffer })));

function ProductInstalmentOffer({ amount, checkin, cancellableUntil }: PriceAsideSlot) {
  const { locale } = useAppConfig();
  return (
    <Suspense fallback={null}>
      <InstalmentOffer amount={amount} arrival={checkin} cancellableUntil={cancellableUntil} locale={locale} />
    </Suspense>
  );
}

/**
 * The booking steps' wiring (the site is the one layer that combines features): the calendar's and the guests'
 * fields, and the instalment offer under a dated stay's price. The product page's booking panel and the hotel page's
 * booking options (the same panel, for a room offer) both use it.
 */
export const BOOKING_WIRING: BookingWiring = {
  renderPriceAside: (stay) => <ProductInstalmentOffer {...stay} />,
  renderDates: (slot) => <LazyDates {...slot} flow="booking" />,
  renderGuests: (slot) => <LazyGuests {...slot} />,
};
