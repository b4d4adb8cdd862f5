import { format, parseISO } from 'date-fns';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { OrderView } from '@/contracts/checkout';
import { BOX_CARD_DESIGN, GIFT_CARD_COLOURS, GIFT_CARD_DESIGNS, type GiftCardDesign } from '@/contracts/gift-card';
import { hasPrintableCard } from '@/contracts/gift-card-print';
import { dateLocale } from '@/lib/date-locale';
import { toLocale } from '@/lib/locales';
import { formatMoney } from '@/lib/money';

const M = {
  brand: { id: 'giftCard.preview.brand' },
  giftCard: { id: 'giftCard.preview.label' },
  box: { id: 'giftBoxes.preview.label' },
  stay: { id: 'product.gift.preview.label' },
  activity: { id: 'giftCard.print.label.activity' },
  people: { id: 'giftCard.print.people' },
  from: { id: 'giftCard.preview.from' },
  codeLabel: { id: 'giftCard.print.codeLabel' },
  validUntil: { id: 'orders.giftMail.validUntil' },
  howToCard: { id: 'giftCard.print.howTo.card' },
  howToBox: { id: 'giftCard.print.howTo.box' },
  howToStay: { id: 'giftCard.print.howTo.stay' },
  howToActivity: { id: 'giftCard.print.howTo.activity' },
} satisfies Record<string, MessageDescriptor>;

/** A voucher as the card shows it: the code itself (known only when the e-mail is written or the buyer types it). */
export type PrintedVoucher = { code: string; value: number; validUntil: string };

/** What one printable gift card says, in the order's language: the same for the e-mail and the PDF. */
export type PrintableCard = {
  design: GiftCardDesign;
  colours: { from: string; to: string; ink: string };
  brand: string;
  label: string;
  /** a gift card's amount, the box's title, the stay's line or the activity's title */
  gift: string;
  /** for how many people an activity voucher is ('For 2 people'); null for the others (a stay's line says it) */
  people: string | null;
  code: string;
  codeLabel: string;
  validUntil: string;
  from: string | null;
  message: string | null;
  howTo: string;
};

export { hasPrintableCard };

/**
 * What a card names (§3 product types): a gift card its amount in its design; a box its title, a stay voucher its
 * stay line ('… : 2 nights for 2 people'), an activity voucher its title and its people, all three in the box design
 * the pages' previews draw (`BOX_CARD_DESIGN`; an activity is bought without choosing a design).
 */
const KINDS = {
  GIFTCARD: { label: M.giftCard, howTo: M.howToCard, line: null, people: false },
  BOX: { label: M.box, howTo: M.howToBox, line: 'box', people: false },
  SINGLEVOUCHER: { label: M.stay, howTo: M.howToStay, line: 'stay', people: false },
  DIGITAL_ACTIVITY_ONLY: { label: M.activity, howTo: M.howToActivity, line: 'activity', people: true },
} as const;
const kindOf = (productType: OrderView['productType']) => KINDS[productType && Object.hasOwn(KINDS, productType) ? (productType as keyof typeof KINDS) : 'GIFTCARD'];

/** The card of one voucher of a gift card, box, stay or activity voucher order: its design, what it gives, its code and last day, the texts. */
export function printableCard(intl: IntlShape, order: OrderView, voucher: PrintedVoucher): PrintableCard {
  const kind = kindOf(order.productType);
  const design = kind.line ? BOX_CARD_DESIGN : (GIFT_CARD_DESIGNS as readonly string[]).includes(order.gift?.design ?? '') ? (order.gift!.design as GiftCardDesign) : 'birthday';
  const texts = order.gift?.customisation ?? { fromName: '', message: '' };
  const title = kind.line ? (order.lines.find((line) => line.kind === kind.line)?.label ?? order.label) : null;
  return {
    design,
    colours: GIFT_CARD_COLOURS[design],
    brand: intl.formatMessage(M.brand),
    label: intl.formatMessage(kind.label),
    gift: title ?? formatMoney(voucher.value, intl.locale),
    people: kind.people && order.criteria.adults > 0 ? intl.formatMessage(M.people, { count: order.criteria.adults }) : null,
    code: voucher.code,
    codeLabel: intl.formatMessage(M.codeLabel),
    validUntil: intl.formatMessage(M.validUntil, { date: format(parseISO(voucher.validUntil), 'PPP', { locale: dateLocale(toLocale(order.locale)) }) }),
    from: texts.fromName.trim() ? intl.formatMessage(M.from, { name: texts.fromName.trim() }) : null,
    message: texts.message.trim() ? texts.message : null,
    howTo: intl.formatMessage(kind.howTo),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The card as e-mail HTML: tables and inline styles only (what mail clients keep), the gradient over a plain colour
 * for clients without one. Every text is escaped: the name and message are the buyer's.
 */
export function giftCardHtml(card: PrintableCard): string {
  const e = escapeHtml;
  const { from, to, ink } = card.colours;
  const text = `color:${ink};font-family:Arial,Helvetica,sans-serif;`;
  return [
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:16px 0;border-collapse:separate;">`,
    `<tr><td bgcolor="${from}" style="background:${from};background-image:linear-gradient(135deg,${from} 0%,${to} 100%);border-radius:16px;padding:28px;${text}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>`,
    `<td style="${text}font-size:20px;font-weight:bold;">${e(card.brand)}</td>`,
    `<td align="right" style="${text}font-size:14px;font-weight:bold;">${e(card.label)}</td></tr></table>`,
    `<p style="${text}margin:18px 0 10px;font-size:32px;font-weight:bold;line-height:1.2;">${e(card.gift)}</p>`,
    card.people ? `<p style="${text}margin:-4px 0 12px;font-size:18px;font-weight:bold;">${e(card.people)}</p>` : '',
    card.message ? `<p style="${text}margin:0 0 12px;font-size:16px;font-style:italic;white-space:pre-wrap;">${e(card.message)}</p>` : '',
    card.from ? `<p style="${text}margin:0 0 16px;font-size:15px;font-weight:bold;text-align:right;">${e(card.from)}</p>` : '',
    `<p style="${text}margin:0;font-size:12px;text-transform:uppercase;letter-spacing:1px;">${e(card.codeLabel)}</p>`,
    `<p style="${text}margin:2px 0 8px;font-size:22px;font-weight:bold;font-family:'Courier New',Courier,monospace;letter-spacing:1px;white-space:nowrap;">${e(card.code)}</p>`,
    `<p style="${text}margin:0;font-size:14px;">${e(card.validUntil)}</p>`,
    `</td></tr>`,
    `<tr><td style="padding:10px 4px;color:#333333;font-family:Arial,Helvetica,sans-serif;font-size:14px;">${e(card.howTo)}</td></tr>`,
    `</table>`,
  ].join('');
}

/** A plain-text e-mail written as HTML paragraphs (escaped), around the cards. */
export function textAsHtml(lines: readonly string[]): string {
  return lines.map((line) => (line ? `<p style="margin:0 0 8px;color:#222222;font-family:Arial,Helvetica,sans-serif;font-size:15px;">${escapeHtml(line)}</p>` : '')).join('');
}
