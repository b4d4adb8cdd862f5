import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Settlement } from '@/contracts/booking-modification';
import type { OrderView } from '@/contracts/checkout';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale } from '@/lib/locales';
import type { Database } from '@/server/db/database';
import { enqueueMail } from '@/server/outbox/outbox.repository';
import type { OutboxMailInput } from '@/server/outbox/outbox-mail';
import type { Kysely } from 'kysely';
import { bookingMailParts } from './confirmation-mail';
import { orderView } from './order-view';
import { findOrderById, findOrderParts } from './orders.repository';

const MESSAGES: Record<string, MessageDescriptor> = {
  subject: { id: 'orders.mail.subject.modified' },
  changed: { id: 'orders.mail.modified.intro' },
  previous: { id: 'orders.mail.modified.previousTotal' },
  more: { id: 'orders.mail.modified.payMore' },
  less: { id: 'orders.mail.modified.payLess' },
  refund: { id: 'orders.mail.modified.refund' },
  same: { id: 'orders.mail.modified.same' },
  codesLess: { id: 'orders.mail.modified.giftCodes.less' },
  codesMore: { id: 'orders.mail.modified.giftCodes.more' },
  travellers: { id: 'orders.mail.modified.travellers' },
};

export type ModificationSummary = { previousTotal: number; settlement: Settlement; settledAmount: number };

/**
 * The e-mail confirming a booking's modification, in the buyer's language: the stay as it is now, the previous total
 * and how the difference is settled (more or less at the hotel, a refund, the new transfer), the travellers as they
 * are now (the names a change of guests added or dropped), the new deadline.
 */
export function modificationMail(intl: IntlShape, order: OrderView, orderId: number, change: ModificationSummary): OutboxMailInput {
  const { money, greeting, stay, autoDiscount, total, giftCodes, payment } = bookingMailParts(intl, order);
  const difference = order.total - change.previousTotal;
  const settled =
    change.settlement === 'refund'
      ? intl.formatMessage(MESSAGES.refund, { amount: money(change.settledAmount) })
      : change.settlement === 'atHotel'
        ? intl.formatMessage(difference > 0 ? MESSAGES.more : MESSAGES.less, { amount: money(change.settledAmount) })
        : change.settlement === 'none'
          ? intl.formatMessage(MESSAGES.same)
          : change.settlement === 'giftCodes'
            ? intl.formatMessage(difference > 0 ? MESSAGES.codesMore : MESSAGES.codesLess, { amount: money(change.settledAmount) })
            : null;
  const lines = [
    greeting,
    '',
    intl.formatMessage(MESSAGES.changed, { bookingNumber: order.bookingNumber }),
    ...stay,
    intl.formatMessage(MESSAGES.travellers, { names: intl.formatList(order.travellers.map((t) => `${t.firstName} ${t.lastName}`), { type: 'conjunction' }) }),
    '',
    ...autoDiscount,
    total,
    intl.formatMessage(MESSAGES.previous, { amount: money(change.previousTotal) }),
    ...(settled ? [settled] : []),
    ...giftCodes,
    ...payment,
  ];
  return { kind: 'order_modification', locale: order.locale, to: order.buyer.email, subject: intl.formatMessage(MESSAGES.subject, { bookingNumber: order.bookingNumber }), text: lines.join('\n'), orderId };
}

/** Queues the modification's e-mail in the caller's transaction (docs/email-outbox.md): sent only if the change commits. */
export async function enqueueModificationMail(trx: Kysely<Database>, orderId: number, change: ModificationSummary, now: Date): Promise<void> {
  const order = await findOrderById(trx, orderId);
  const { intl } = await serverIntl(toLocale(order.locale));
  await enqueueMail(trx, modificationMail(intl, orderView(order, await findOrderParts(trx, orderId), now), orderId, change), now);
}
