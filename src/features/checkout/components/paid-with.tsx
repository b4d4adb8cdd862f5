import { useIntl } from 'react-intl';
import type { OrderView } from '@/contracts/checkout';
import { orderMessages as m } from './order-messages';

/**
 * How a paid card order was paid on the provider's hosted page ('Paid with Google Pay', 'Paid with Apple Pay', 'Paid
 * by card': the provider's signed event says it, docs/payments.md 'Wallets'); nothing when it is not known.
 */
export function PaidWith({ order }: { order: Pick<OrderView, 'paidWith'> }) {
  const intl = useIntl();
  if (!order.paidWith) return null;
  return <p data-testid="paid-with">{intl.formatMessage(m.paidWith, { method: order.paidWith })}</p>;
}
