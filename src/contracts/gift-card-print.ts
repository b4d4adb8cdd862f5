import type { OrderView } from './checkout';

/** The printable gift card's call (browser side: no zod). */
export const giftCardPrintPath = (bookingNumber: string) => `/api/orders/${encodeURIComponent(bookingNumber)}/gift-card`;
export type GiftCardPrintBody = ({ accessKey: string } | { email: string }) & { code: string };

/**
 * The gifts bought as presents to hand over on paper get a printable card: gift cards, box vouchers, stay vouchers
 * (the product page's gifting, whose preview draws the same card) and activity vouchers. Anything bought for oneself
 * keeps its e-mail alone. One rule for the e-mail's card, the PDF call and the confirmation's 'Print' block.
 */
export const PRINTABLE_CARD_TYPES = ['GIFTCARD', 'BOX', 'SINGLEVOUCHER', 'DIGITAL_ACTIVITY_ONLY'] as const;
export const hasPrintableCard = (order: Pick<OrderView, 'productType' | 'gift'>): boolean =>
  !!order.gift && !order.gift.ownUse && (PRINTABLE_CARD_TYPES as readonly string[]).includes(order.productType ?? '');
