import type { IntlShape, MessageDescriptor } from 'react-intl';
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
  reminderSubject: { id: 'orders.mail.transferReminder.subject' },
  reminderIntro: { id: 'orders.mail.transferReminder.intro' },
  releasedSubject: { id: 'orders.mail.transferReleased.subject' },
  releasedIntro: { id: 'orders.mail.transferReleased.intro' },
  releasedCodes: { id: 'orders.mail.transferReleased.giftCodes' },
  releasedLate: { id: 'orders.mail.transferReleased.late' },
};

/** A day before its deadline: the transfer still awaited, its amount, reference and deadline, and the stay (docs/payments.md 'Bank transfers'). */
export function transferReminderMail(intl: IntlShape, order: OrderView, orderId: number, deadline: string): OutboxMailInput {
  const parts = bookingMailParts(intl, order);
  const lines = [parts.greeting, '', intl.formatMessage(MESSAGES.reminderIntro, { bookingNumber: order.bookingNumber }), ...parts.stay, '', parts.total, ...parts.giftCodes, ...parts.payment];
  const subject = intl.formatMessage(MESSAGES.reminderSubject, { bookingNumber: order.bookingNumber, deadline: parts.instant(deadline) });
  return { kind: 'order_transfer_reminder', locale: order.locale, to: order.buyer.email, subject, text: lines.join('\n'), orderId };
}

/** After its deadline: the booking released, its rooms back on sale, what its gift codes paid given back to them. */
export function transferReleasedMail(intl: IntlShape, order: OrderView, orderId: number, deadline: string): OutboxMailInput {
  const parts = bookingMailParts(intl, order);
  const lines = [
    parts.greeting,
    '',
    intl.formatMessage(MESSAGES.releasedIntro, { bookingNumber: order.bookingNumber, deadline: parts.instant(deadline) }),
    ...parts.stay,
    ...((order.giftcards ?? []).length > 0 ? ['', intl.formatMessage(MESSAGES.releasedCodes)] : []),
    '',
    intl.formatMessage(MESSAGES.releasedLate),
  ];
  const subject = intl.formatMessage(MESSAGES.releasedSubject, { bookingNumber: order.bookingNumber });
  return { kind: 'order_transfer_released', locale: order.locale, to: order.buyer.email, subject, text: lines.join('\n'), orderId };
}

/** Queues one of them in the caller's transaction (docs/email-outbox.md), in the buyer's language. */
export async function enqueueTransferMail(trx: Kysely<Database>, orderId: number, kind: 'reminder' | 'released', deadline: string, now: Date): Promise<void> {
  const order = await findOrderById(trx, orderId);
  const { intl } = await serverIntl(toLocale(order.locale));
  const view = orderView(order, await findOrderParts(trx, orderId), now);
  await enqueueMail(trx, (kind === 'reminder' ? transferReminderMail : transferReleasedMail)(intl, view, orderId, deadline), now);
}
