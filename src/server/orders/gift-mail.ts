import { format, parseISO } from 'date-fns';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { OrderView } from '@/contracts/checkout';
import { dateLocale } from '@/lib/date-locale';
import { toLocale } from '@/lib/locales';
import type { OutboxMailInput } from '@/server/outbox/outbox-mail';
import { giftCardHtml, hasPrintableCard, printableCard, textAsHtml } from './gift-card-print';
import { formatMoney } from '@/lib/money';

const MESSAGES: Record<string, MessageDescriptor> = {
  paid: { id: 'orders.giftMail.subject.paid' },
  pending: { id: 'orders.giftMail.subject.pending' },
  greeting: { id: 'orders.mail.greeting' },
  thanks: { id: 'orders.giftMail.thanks' },
  item: { id: 'orders.giftMail.item' },
  code: { id: 'orders.giftMail.code' },
  validUntil: { id: 'orders.giftMail.validUntil' },
  from: { id: 'orders.giftMail.from' },
  message: { id: 'orders.giftMail.message' },
  print: { id: 'orders.giftMail.print' },
  ownUse: { id: 'orders.giftMail.ownUse' },
  bankTransfer: { id: 'orders.giftMail.bankTransfer' },
  total: { id: 'orders.mail.total' },
  lookup: { id: 'orders.giftMail.lookup' },
  pdf: { id: 'orders.giftMail.pdf' },
};

/** A voucher as the delivering e-mail names it: the code itself (never stored), its value and last day. */
export type DeliveredVoucher = { code: string; value: number; validUntil: string };

/**
 * The e-mail of a gift order, in the buyer's locale: while a bank transfer is awaited, the transfer to make (no
 * code yet); once paid, the digital delivery (§1): each voucher code with its value and last valid day, the gift
 * texts, and how to hand it over (the e-mail prints as the gift card).
 */
export function giftOrderMail(intl: IntlShape, order: OrderView, orderId: number, vouchers: readonly DeliveredVoucher[]): OutboxMailInput {
  const money = (cents: number) => formatMoney(cents, intl.locale, { decimals: 'always' });
  const day = (iso: string) => format(parseISO(iso), 'PPPP', { locale: dateLocale(toLocale(order.locale)) });
  const gift = order.gift;
  const paid = order.status === 'confirmed';
  const texts = gift && !gift.ownUse ? gift.customisation : { fromName: '', message: '' };
  const head = [
    intl.formatMessage(MESSAGES.greeting, { firstName: order.buyer.firstName }),
    '',
    intl.formatMessage(MESSAGES.thanks, { bookingNumber: order.bookingNumber }),
    ...order.lines.map((l) => intl.formatMessage(MESSAGES.item, { label: l.label, amount: money(l.amount) })),
    intl.formatMessage(MESSAGES.total, { amount: money(order.total) }),
    '',
  ];
  const printable = paid && hasPrintableCard(order) && vouchers.length > 0;
  const handOver = [intl.formatMessage(gift?.ownUse ? MESSAGES.ownUse : MESSAGES.print), ...(printable ? [intl.formatMessage(MESSAGES.pdf)] : [])];
  const tail = ['', intl.formatMessage(MESSAGES.lookup)];
  const lines = [
    ...head,
    ...(paid
      ? [
          ...vouchers.flatMap((v) => [intl.formatMessage(MESSAGES.code, { code: v.code, amount: money(v.value) }), intl.formatMessage(MESSAGES.validUntil, { date: day(v.validUntil) })]),
          ...(texts.fromName ? [intl.formatMessage(MESSAGES.from, { name: texts.fromName })] : []),
          ...(texts.message ? [intl.formatMessage(MESSAGES.message, { message: texts.message })] : []),
          '',
          ...handOver,
        ]
      : order.bankTransfer
        ? [intl.formatMessage(MESSAGES.bankTransfer, { amount: money(order.bankTransfer.amount), reference: order.bankTransfer.reference })]
        : []),
    ...tail,
  ];
  const html = printable
    ? `<!doctype html><html lang="${order.locale.slice(0, 2)}"><body style="margin:0;padding:16px;background:#ffffff;">${textAsHtml(head)}${vouchers.map((v) => giftCardHtml(printableCard(intl, order, v))).join('')}${textAsHtml(['', ...handOver, ...tail])}</body></html>`
    : undefined;
  return {
    kind: paid ? 'gift_delivery' : 'order_confirmation',
    locale: order.locale,
    to: order.buyer.email,
    subject: intl.formatMessage(paid ? MESSAGES.paid : MESSAGES.pending, { bookingNumber: order.bookingNumber }),
    text: lines.join('\n'),
    ...(html ? { html } : {}),
    orderId,
  };
}
