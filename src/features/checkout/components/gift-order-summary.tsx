import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, FormattedTime, useIntl, type MessageDescriptor } from 'react-intl';
import { Money } from '@/components/ui/money';
import type { OrderStatus, OrderView } from '@/contracts/checkout';
import { GiftRecap } from './gift-recap';
import { orderMessages as m } from './order-messages';
import { PaidWith } from './paid-with';
import { Day } from './recap-parts';

const g = defineMessages({
  orderNumber: { id: 'confirmation.gift.orderNumber' },
  nextCard: { id: 'confirmation.gift.next.card' },
  nextTransfer: { id: 'confirmation.gift.next.transfer' },
  nextPaid: { id: 'confirmation.gift.next.paid' },
  voucher: { id: 'confirmation.gift.voucher' },
  expired: { id: 'confirmation.gift.expired' },
}) as Record<string, MessageDescriptor>;

const STATUS = { pending_payment: m.statusPending, confirmed: m.statusConfirmed, cancelled: m.statusCancelled, expired: m.statusExpired } satisfies Record<OrderStatus, unknown>;

/**
 * A gift order as the confirmation and the booking lookup show it (no stay: no dates, no travellers): the order
 * number, its status, what happens next (the card payment awaited, the transfer to make, or the code sent by
 * e-mail, with each voucher's visible prefix and last valid day), and the gift's recap.
 */
export function GiftOrderSummary({ order, actions }: { order: OrderView & { gift: NonNullable<OrderView['gift']> }; actions?: ReactNode }) {
  const intl = useIntl();
  const { gift } = order;
  return (
    <>
      <div className="number">
        <span>{intl.formatMessage(g.orderNumber)}</span>
        <strong data-testid="booking-number">{order.bookingNumber}</strong>
        <span className="status" data-status={order.status}>
          {intl.formatMessage(STATUS[order.status])}
        </span>
      </div>
      {order.status === 'expired' && <p className="cancelled">{intl.formatMessage(g.expired)}</p>}
      {(order.status === 'confirmed' || order.status === 'pending_payment') && (
        <section aria-labelledby="order-next">
          <h2 id="order-next">{intl.formatMessage(m.nextTitle)}</h2>
          {order.paymentDeadline ? (
            <p role="status">
              <FormattedMessage {...g.nextCard} values={{ time: <FormattedTime value={new Date(order.paymentDeadline)} hour="2-digit" minute="2-digit" /> }} />
            </p>
          ) : order.bankTransfer && order.status === 'pending_payment' ? (
            <p>
              <FormattedMessage {...g.nextTransfer} values={{ amount: <Money cents={order.bankTransfer.amount} />, reference: <strong>{order.bankTransfer.reference}</strong> }} />
            </p>
          ) : (
            <>
              <p role="status">
                <FormattedMessage {...g.nextPaid} values={{ amount: <Money cents={order.paidNow} />, email: order.buyer.email }} />
              </p>
              <PaidWith order={order} />
            </>
          )}
          {gift.vouchers.length > 0 && (
            <ul data-testid="vouchers">
              {gift.vouchers.map((v) => (
                <li key={v.prefix}>
                  <FormattedMessage {...g.voucher} values={{ prefix: <strong>{v.prefix}</strong>, amount: <Money cents={v.value} />, date: <Day value={v.validUntil} /> }} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <GiftRecap gift={{ ...gift, productType: order.productType, label: order.label, adults: order.criteria.adults > 0 ? order.criteria.adults : null, lines: order.lines, total: order.total }} />
      {actions}
    </>
  );
}
