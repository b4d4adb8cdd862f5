import { format, parseISO } from 'date-fns';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { OrderView } from '@/contracts/checkout';
import { dateLocale } from '@/lib/date-locale';
import { timeZoneOf, toLocale } from '@/lib/locales';
import type { OutboxMailInput } from '@/server/outbox/outbox-mail';
import { formatMoney } from '@/lib/money';
import { shareOfPercent } from '@/lib/percent';

const MESSAGES: Record<string, MessageDescriptor> = {
  confirmed: { id: 'orders.mail.subject.confirmed' },
  pending: { id: 'orders.mail.subject.pending' },
  greeting: { id: 'orders.mail.greeting' },
  thanks: { id: 'orders.mail.thanks' },
  stay: { id: 'orders.mail.stay' },
  guests: { id: 'orders.mail.guests' },
  total: { id: 'orders.mail.total' },
  autoDiscount: { id: 'orders.mail.autoDiscount' },
  payAtHotel: { id: 'orders.mail.payAtHotel' },
  giftCode: { id: 'orders.giftCode.paid' },
  paidByCodes: { id: 'checkout.giftCode.paidInFull' },
  bankTransfer: { id: 'orders.mail.bankTransfer' },
  bankTransferDeadline: { id: 'orders.mail.bankTransferDeadline' },
  localTax: { id: 'orders.mail.localTax' },
  cancellable: { id: 'orders.mail.cancellable' },
  notRefundable: { id: 'orders.mail.notRefundable' },
  lookup: { id: 'orders.mail.lookup' },
};

/** An instant on the point of sale's clock, its date in words: 'vendredi 4 décembre 2026 à 11:00'. */
const transferInstant = (intl: IntlShape, order: Pick<OrderView, 'locale'>, iso: string) =>
  intl.formatDate(new Date(iso), { dateStyle: 'full', timeStyle: 'short', timeZone: timeZoneOf(order.locale) });

/**
 * What every e-mail about a booking says alike: its stay and guests, what its gift codes paid, how the rest is paid
 * (a transfer's deadline too), the tourist tax, the cancellation policy.
 */
export function bookingMailParts(intl: IntlShape, order: OrderView) {
  const money = (cents: number) => formatMoney(cents, intl.locale, { decimals: 'always' });
  const day = (iso: string) => format(parseISO(iso), 'PPPP', { locale: dateLocale(toLocale(order.locale)) });
  const { criteria, cancellationPolicy: policy } = order;
  const deadline = order.bankTransfer?.deadline;
  return {
    money,
    /** an instant as the point of sale's clock reads it, with the date in words */
    instant: (iso: string) => transferInstant(intl, order, iso),
    greeting: intl.formatMessage(MESSAGES.greeting, { firstName: order.buyer.firstName }),
    stay: [
      intl.formatMessage(MESSAGES.stay, { label: order.label, checkin: day(criteria.checkin), checkout: day(criteria.checkout), nights: criteria.nights }),
      intl.formatMessage(MESSAGES.guests, { adults: criteria.adults, children: criteria.children, babies: criteria.babies }),
    ],
    /** the automatic discount the stay was sold with, said before the total it led to */
    autoDiscount: order.autoDiscount
      ? [intl.formatMessage(MESSAGES.autoDiscount, { code: order.autoDiscount.code, percent: order.autoDiscount.percent, amount: money(-order.autoDiscount.amount) })]
      : [],
    total: intl.formatMessage(MESSAGES.total, { amount: money(order.total) }),
    /** each gift code's share of the total (docs/redemption.md), said before what is left to pay */
    giftCodes: (order.giftcards ?? []).map((code) => intl.formatMessage(MESSAGES.giftCode, { serialNumber: code.serialNumber, amount: money(code.usedAmount) })),
    payment: [
      order.bankTransfer
        ? intl.formatMessage(MESSAGES.bankTransfer, { amount: money(order.bankTransfer.amount), reference: order.bankTransfer.reference })
        : order.paymentMethod === 'giftCode'
          ? intl.formatMessage(MESSAGES.paidByCodes)
          : intl.formatMessage(MESSAGES.payAtHotel, { amount: money(order.payAtHotel) }),
      ...(deadline ? [intl.formatMessage(MESSAGES.bankTransferDeadline, { deadline: transferInstant(intl, order, deadline) })] : []),
      ...(order.localTaxAtHotel > 0 ? [intl.formatMessage(MESSAGES.localTax, { amount: money(order.localTaxAtHotel) })] : []),
      policy.refundPercent > 0 && policy.cancellationDeadline
        ? intl.formatMessage(MESSAGES.cancellable, { deadline: day(policy.cancellationDeadline), percent: intl.formatNumber(shareOfPercent(policy.refundPercent), { style: 'percent' }) })
        : intl.formatMessage(MESSAGES.notRefundable),
      '',
      intl.formatMessage(MESSAGES.lookup),
    ],
  };
}

/**
 * The confirmation e-mail of an order, in the buyer's locale (intl of that locale): what was booked, for whom, its
 * automatic discount and total, what its gift codes paid and how the rest is paid (a transfer with its deadline), the tourist tax apart, the cancellation
 * policy and how to find the booking again. Money through Intl, dates through date-fns' locale.
 */
export function confirmationMail(intl: IntlShape, order: OrderView, orderId: number): OutboxMailInput {
  const parts = bookingMailParts(intl, order);
  const lines = [parts.greeting, '', intl.formatMessage(MESSAGES.thanks, { bookingNumber: order.bookingNumber }), ...parts.stay, '', ...parts.autoDiscount, parts.total, ...parts.giftCodes, ...parts.payment];
  return {
    kind: 'order_confirmation',
    locale: order.locale,
    to: order.buyer.email,
    subject: intl.formatMessage(order.status === 'pending_payment' ? MESSAGES.pending : MESSAGES.confirmed, { bookingNumber: order.bookingNumber }),
    text: lines.join('\n'),
    orderId,
  };
}
