import { format, parseISO } from 'date-fns';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Settlement } from '@/contracts/booking-modification';
import type { OrderView } from '@/contracts/checkout';
import { dateLocale } from '@/lib/date-locale';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale } from '@/lib/locales';
import type { Database } from '@/server/db/database';
import { enqueueMail } from '@/server/outbox/enqueue-mail';
import type { OutboxMailInput } from '@/server/outbox/outbox-mail';
import type { Kysely } from 'kysely';
import { orderView } from './order-view';
import { findOrderParts } from './orders.repository';

const MESSAGES: Record<string, MessageDescriptor> = {
  subject: { id: 'orders.mail.subject.modified' },
  greeting: { id: 'orders.mail.greeting' },
  changed: { id: 'orders.mail.modified.intro' },
  stay: { id: 'orders.mail.stay' },
  guests: { id: 'orders.mail.guests' },
  total: { id: 'orders.mail.total' },
  previous: { id: 'orders.mail.modified.previousTotal' },
  more: { id: 'orders.mail.modified.payMore' },
  less: { id: 'orders.mail.modified.payLess' },
  refund: { id: 'orders.mail.modified.refund' },
  same: { id: 'orders.mail.modified.same' },
  payAtHotel: { id: 'orders.mail.payAtHotel' },
  bankTransfer: { id: 'orders.mail.bankTransfer' },
  localTax: { id: 'orders.mail.localTax' },
  cancellable: { id: 'orders.mail.cancellable' },
  notRefundable: { id: 'orders.mail.notRefundable' },
  lookup: { id: 'orders.mail.lookup' },
};

export type ModificationSummary = { previousTotal: number; settlement: Settlement; settledAmount: number };

/**
 * The e-mail confirming a booking's modification, in the buyer's language: the stay as it is now, the previous total
 * and how the difference is settled (more or less at the hotel, a refund, the new transfer), the new deadline.
 */
export function modificationMail(intl: IntlShape, order: OrderView, orderId: number, change: ModificationSummary): OutboxMailInput {
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: order.currency });
  const day = (iso: string) => format(parseISO(iso), 'PPPP', { locale: dateLocale(toLocale(order.locale)) });
  const { criteria, cancellationPolicy: policy } = order;
  const difference = order.total - change.previousTotal;
  const settled =
    change.settlement === 'refund'
      ? intl.formatMessage(MESSAGES.refund, { amount: money(change.settledAmount) })
      : change.settlement === 'atHotel'
        ? intl.formatMessage(difference > 0 ? MESSAGES.more : MESSAGES.less, { amount: money(change.settledAmount) })
        : change.settlement === 'none'
          ? intl.formatMessage(MESSAGES.same)
          : null;
  const lines = [
    intl.formatMessage(MESSAGES.greeting, { firstName: order.buyer.firstName }),
    '',
    intl.formatMessage(MESSAGES.changed, { bookingNumber: order.bookingNumber }),
    intl.formatMessage(MESSAGES.stay, { label: order.label, checkin: day(criteria.checkin), checkout: day(criteria.checkout), nights: criteria.nights }),
    intl.formatMessage(MESSAGES.guests, { adults: criteria.adults, children: criteria.children, babies: criteria.babies }),
    '',
    intl.formatMessage(MESSAGES.total, { amount: money(order.total) }),
    intl.formatMessage(MESSAGES.previous, { amount: money(change.previousTotal) }),
    ...(settled ? [settled] : []),
    order.bankTransfer
      ? intl.formatMessage(MESSAGES.bankTransfer, { amount: money(order.bankTransfer.amount), reference: order.bankTransfer.reference })
      : intl.formatMessage(MESSAGES.payAtHotel, { amount: money(order.payAtHotel) }),
    ...(order.localTaxAtHotel > 0 ? [intl.formatMessage(MESSAGES.localTax, { amount: money(order.localTaxAtHotel) })] : []),
    policy.refundPercent > 0 && policy.cancellationDeadline
      ? intl.formatMessage(MESSAGES.cancellable, { deadline: day(policy.cancellationDeadline), percent: intl.formatNumber(policy.refundPercent / 100, { style: 'percent' }) })
      : intl.formatMessage(MESSAGES.notRefundable),
    '',
    intl.formatMessage(MESSAGES.lookup),
  ];
  return { kind: 'order_modification', locale: order.locale, to: order.buyer.email, subject: intl.formatMessage(MESSAGES.subject, { bookingNumber: order.bookingNumber }), text: lines.join('\n'), orderId };
}

/** Queues the modification's e-mail in the caller's transaction (docs/email-outbox.md): sent only if the change commits. */
export async function enqueueModificationMail(trx: Kysely<Database>, orderId: number, change: ModificationSummary, now: Date): Promise<void> {
  const order = await trx.selectFrom('order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const { intl } = await serverIntl(toLocale(order.locale));
  await enqueueMail(trx, modificationMail(intl, orderView(order, await findOrderParts(trx, orderId), now), orderId, change), now);
}
