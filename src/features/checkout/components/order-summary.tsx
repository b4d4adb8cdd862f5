import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Money } from '@/components/ui/money';
import type { OrderStatus, OrderView } from '@/contracts/checkout';
import { timeZoneOf } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';
import { orderMessages as m } from './order-messages';
import { Day, StayRecap } from './stay-recap';
import { GiftOrderSummary } from './gift-order-summary';
import { PaidWith } from './paid-with';

const STATUS = { pending_payment: m.statusPending, confirmed: m.statusConfirmed, cancelled: m.statusCancelled, expired: m.statusExpired } satisfies Record<OrderStatus, unknown>;

/**
 * A placed order as the confirmation and the booking lookup show it: the booking number in large, its status, what
 * happens next (the transfer to make with its reference, or the payment at the hotel), the recap (with what gift codes
 * paid and how the rest is paid) and the travellers.
 */
export function OrderSummary({ order, actions }: { order: OrderView; actions?: ReactNode }) {
  const intl = useIntl();
  const { gift } = order;
  if (gift) {
    return (
      <Summary>
        <GiftOrderSummary order={{ ...order, gift }} actions={actions} />
      </Summary>
    );
  }
  return (
    <Summary>
      <div className="number">
        <span>{intl.formatMessage(m.bookingNumber)}</span>
        <strong data-testid="booking-number">{order.bookingNumber}</strong>
        <span className="status" data-status={order.status}>
          {intl.formatMessage(STATUS[order.status])}
        </span>
      </div>
      {order.status === 'expired' && <p className="cancelled">{intl.formatMessage(m.expired)}</p>}
      {(order.status === 'confirmed' || order.status === 'pending_payment') && (
        <section aria-labelledby="order-next">
          <h2 id="order-next">{intl.formatMessage(m.nextTitle)}</h2>
          <NextStep order={order} />
          {!order.paymentDeadline && <p>{intl.formatMessage(m.emailSent, { email: order.buyer.email })}</p>}
        </section>
      )}
      {order.cancellation && (
        <p role="status" className="cancelled">
          <FormattedMessage {...m.cancelled} values={{ amount: <Money cents={order.cancellation.refundAmount} /> }} />
        </p>
      )}
      <StayRecap cart={{ ...order, remainingAmountToPay: Math.max(0, order.total - (order.giftCodeAmount ?? 0)), paidBy: order.paymentMethod }} />
      <section aria-labelledby="order-travellers">
        <h2 id="order-travellers">{intl.formatMessage(m.travellers)}</h2>
        <ul>
          {order.travellers.map((t, index) => (
            <li key={index}>
              {t.firstName} {t.lastName}
            </li>
          ))}
        </ul>
      </section>
      {actions}
    </Summary>
  );
}

/** What happens next: the card payment awaited, the transfer to make, the payment received, or the hotel to pay. */
function NextStep({ order }: { order: OrderView }) {
  if (order.paymentDeadline) {
    const until = new Date(order.paymentDeadline);
    return (
      <p role="status">
        <FormattedMessage {...m.nextCard} values={{ time: <FormattedTime value={until} hour="2-digit" minute="2-digit" /> }} />
      </p>
    );
  }
  if (order.bankTransfer && order.status === 'pending_payment') {
    const { deadline } = order.bankTransfer;
    return (
      <>
        <p>
          <FormattedMessage {...m.nextTransfer} values={{ amount: <Money cents={order.bankTransfer.amount} />, reference: <strong>{order.bankTransfer.reference}</strong> }} />
        </p>
        {deadline && <TransferDeadline deadline={deadline} />}
      </>
    );
  }
  if (order.paymentMethod === 'giftCode') {
    return (
      <p>
        <FormattedMessage {...m.nextGiftCode} values={{ date: <Day value={order.criteria.checkin} /> }} />
      </p>
    );
  }
  if (order.paymentMethod === 'card') {
    return (
      <>
        <p>
          <FormattedMessage {...m.nextPaid} values={{ amount: <Money cents={order.paidNow} />, date: <Day value={order.criteria.checkin} /> }} />
        </p>
        <PaidWith order={order} />
      </>
    );
  }
  return (
    <p>
      <FormattedMessage {...m.nextHotel} values={{ amount: <Money cents={order.payAtHotel} />, date: <Day value={order.criteria.checkin} /> }} />
    </p>
  );
}

/** Until when the transfer is awaited, on the point of sale's clock; after it the booking is released (docs/payments.md). */
function TransferDeadline({ deadline }: { deadline: string }) {
  const timeZone = timeZoneOf(useAppConfig().locale);
  const at = new Date(deadline);
  return (
    <p>
      <FormattedMessage
        {...m.nextTransferDeadline}
        values={{ date: <FormattedDate value={at} dateStyle="full" timeZone={timeZone} />, time: <FormattedTime value={at} hour="2-digit" minute="2-digit" timeZone={timeZone} /> }}
      />
    </p>
  );
}

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  > button {
    align-self: flex-start;
  }
  h2 {
    font-size: ${theme.font.size.lg};
    margin: 0 0 ${theme.space.sm};
  }
  .number {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space.xs};
    padding: ${theme.space.md};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.brandLight};
    strong {
      font-size: ${theme.font.size.display};
      letter-spacing: 0.08em;
      color: ${theme.colors.brandDark};
    }
  }
  .status {
    font-weight: ${theme.font.weight.semibold};
    &[data-status='confirmed'] {
      color: ${theme.colors.success};
    }
    &[data-status='pending_payment'] {
      color: ${theme.colors.warning};
    }
    &[data-status='cancelled'] {
      color: ${theme.colors.danger};
    }
  }
  .cancelled {
    font-weight: ${theme.font.weight.semibold};
  }
  ul {
    margin: 0;
    padding-left: ${theme.space.lg};
  }
  section p {
    margin: 0 0 ${theme.space.sm};
  }
`;
