/** The printable gift card's call (browser side: no zod). */
export const giftCardPrintPath = (bookingNumber: string) => `/api/orders/${encodeURIComponent(bookingNumber)}/gift-card`;
export type GiftCardPrintBody = ({ accessKey: string } | { email: string }) & { code: string };
