import type { StayCart } from '@/contracts/checkout';
import { InstalmentOffer } from '@/features/instalments/components/instalment-offer';
import { useAppConfig } from '@/shared/app-config';

/**
 * The checkout recap's instalment offer ('Ease your budget') for the cart the server priced: its total, check-in and
 * last day to cancel. The checkout page hands it to CheckoutView's `instalmentSlot`:
 * `instalmentSlot={(cart) => <CartInstalmentOffer cart={cart} />}`.
 */
export function CartInstalmentOffer({ cart }: { cart: StayCart }) {
  const { locale } = useAppConfig();
  const policy = cart.cancellationPolicy;
  return <InstalmentOffer amount={cart.total} arrival={cart.criteria.checkin} cancellableUntil={policy.cancellable ? policy.cancellationDeadline : null} locale={locale} />;
}
