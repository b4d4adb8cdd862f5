import { format, parseISO } from 'date-fns';
import PDFDocument from 'pdfkit';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { OrderPaymentMethod, OrderView } from '@/contracts/checkout';
import { dateLocale } from '@/lib/date-locale';
import { toLocale } from '@/lib/locales';
import { formatMoney } from '@/lib/money';

const M = {
  title: { id: 'invoice.title' },
  number: { id: 'invoice.number' },
  issued: { id: 'invoice.issued' },
  booking: { id: 'invoice.booking' },
  seller: { id: 'invoice.seller' },
  billedTo: { id: 'invoice.billedTo' },
  description: { id: 'invoice.description' },
  quantity: { id: 'invoice.quantity' },
  unitPrice: { id: 'invoice.unitPrice' },
  amount: { id: 'invoice.amount' },
  total: { id: 'invoice.total' },
  stayLine: { id: 'invoice.stayLine' },
  insuranceLine: { id: 'checkout.recap.insuranceLine' },
  autoDiscount: { id: 'autoDiscount.line' },
  paid: { id: 'invoice.paid' },
  payAtHotel: { id: 'invoice.payAtHotel' },
  awaiting: { id: 'invoice.awaiting' },
  touristTax: { id: 'invoice.touristTax' },
  cancelled: { id: 'invoice.cancelled' },
  taxesIncluded: { id: 'invoice.taxesIncluded' },
  giftCode: { id: 'orders.giftCode.paid' },
  giftCodes: { id: 'checkout.giftCode.paid' },
} satisfies Record<string, MessageDescriptor>;

const METHODS: Record<OrderPaymentMethod, MessageDescriptor> = {
  hotel: { id: 'checkout.payment.hotel' },
  bankTransfer: { id: 'checkout.payment.bankTransfer' },
  card: { id: 'checkout.payment.card' },
  giftCode: { id: 'checkout.giftCode.method' },
};

/** A card order paid with a wallet on the hosted page names the wallet (docs/payments.md 'Wallets'): brand names, the same in every language. */
const WALLETS = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' } as const;

/** The standard PDF fonts speak WinAnsi: Intl's narrow and no-break spaces become plain ones, the minus sign a hyphen. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/\u2212/g, '-');

/**
 * An order's invoice as a PDF (issue 18 item 8), in the order's language: seller and buyer, the order's lines as the
 * server priced them (the stay's automatic discount under it), the total taxes included, what each gift code paid, what was paid and how, what is left to pay
 * at the hotel, the tourist tax apart, and the cancellation with its refund when there was one. The invoice number is the booking number.
 * `compress: false` leaves the text readable in the file (tests).
 */
export function renderInvoice(intl: IntlShape, order: OrderView, site: string, issuedAt: Date, { compress = true }: { compress?: boolean } = {}): Promise<Buffer> {
  const t = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => plain(intl.formatMessage(descriptor, values));
  const money = (cents: number) => plain(formatMoney(cents, intl.locale, { decimals: 'always' }));
  const locale = dateLocale(toLocale(order.locale));
  const day = (iso: string) => format(parseISO(iso), 'PPP', { locale });

  const doc = new PDFDocument({ size: 'A4', margin: 56, compress, info: { Title: `${t(M.title)} ${order.bookingNumber}`, Author: 'Escapade' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text('Escapade', { continued: false });
  doc.font('Helvetica').fontSize(9).fillColor('#444').text(site);
  doc.moveDown(1.5).fillColor('#000');
  doc.font('Helvetica-Bold').fontSize(16).text(t(M.title));
  doc.font('Helvetica').fontSize(10);
  doc.text(t(M.number, { number: order.bookingNumber }));
  doc.text(t(M.issued, { date: format(issuedAt, 'PPP', { locale }) }));
  doc.text(t(M.booking, { number: order.bookingNumber, date: day(order.createdAt.slice(0, 10)) }));
  doc.moveDown();

  const top = doc.y;
  doc.font('Helvetica-Bold').text(t(M.seller), 56, top);
  doc.font('Helvetica').text('Escapade', 56).text(site, 56);
  doc.font('Helvetica-Bold').text(t(M.billedTo), 320, top);
  doc.font('Helvetica').text(`${order.buyer.firstName} ${order.buyer.lastName}`, 320).text(order.buyer.email, 320);
  doc.moveDown(2);

  // The lines: description, quantity, unit price, amount.
  const columns = [56, 330, 380, 470];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0], columns[0], y, { width: 265 });
    const after = doc.y;
    cells.slice(1).forEach((cell, i) => doc.text(cell, columns[i + 1], y, { width: i === 0 ? 45 : 80, align: 'right' }));
    doc.y = Math.max(after, doc.y) + 4;
  };
  row([t(M.description), t(M.quantity), t(M.unitPrice), t(M.amount)], true);
  doc.moveTo(56, doc.y).lineTo(550, doc.y).strokeColor('#999').stroke();
  doc.y += 4;
  const { criteria } = order;
  for (const line of order.lines) {
    const label =
      line.kind === 'stay' ? t(M.stayLine, { label: line.label, nights: criteria.nights, date: day(criteria.checkin) }) : line.kind === 'insurance' ? t(M.insuranceLine) : plain(line.label);
    row([label, String(line.quantity), money(line.unitAmount), money(line.amount)]);
    // The automatic discount the stay was sold with, right under it.
    if (line.kind === 'stay' && order.autoDiscount) {
      const { code, percent, amount } = order.autoDiscount;
      row([t(M.autoDiscount, { code, percent }), '1', money(-amount), money(-amount)]);
    }
  }
  doc.moveTo(56, doc.y).lineTo(550, doc.y).strokeColor('#999').stroke();
  doc.y += 6;
  row([t(M.total), '', '', money(order.total)], true);
  doc.x = 56;
  doc.font('Helvetica').fontSize(9).fillColor('#444').text(t(M.taxesIncluded), 56);
  doc.moveDown().fontSize(10).fillColor('#000');

  const wallet = order.paymentMethod === 'card' && order.paidWith && order.paidWith !== 'card' ? WALLETS[order.paidWith] : null;
  const method = wallet ?? t(METHODS[order.paymentMethod]);
  // Each gift code's share (docs/redemption.md), then what the method paid or leaves to pay.
  const codes = order.giftcards ?? [];
  for (const code of codes) doc.text(t(M.giftCode, { serialNumber: code.serialNumber, amount: money(code.usedAmount) }), 56);
  if (codes.length === 0 && (order.giftCodeAmount ?? 0) > 0) doc.text(t(M.giftCodes, { amount: money(order.giftCodeAmount ?? 0) }), 56);
  if (order.paidNow > 0) doc.text(t(order.status === 'pending_payment' ? M.awaiting : M.paid, { method, amount: money(order.paidNow) }), 56);
  if (order.payAtHotel > 0) doc.text(t(M.payAtHotel, { amount: money(order.payAtHotel) }), 56);
  if (order.localTaxAtHotel > 0) doc.text(t(M.touristTax, { amount: money(order.localTaxAtHotel) }), 56);
  if (order.cancellation) {
    doc.moveDown().font('Helvetica-Bold').text(t(M.cancelled, { date: day(order.cancellation.cancelledAt.slice(0, 10)), amount: money(order.cancellation.refundAmount) }), 56);
  }
  doc.end();
  return done;
}
