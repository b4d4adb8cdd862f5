/** Gift card amounts offered on the customisation page, integer cents (product-and-purchase §2.6; the choice is ours: docs/decisions.md). */
export const GIFT_CARD_AMOUNTS = [3000, 5000, 7500, 10000, 15000, 20000] as const;
export const DEFAULT_GIFT_CARD_AMOUNT = 10000;

/** The card designs (drawn by the page, no picture to load). */
export const GIFT_CARD_DESIGNS = ['birthday', 'love', 'thanks', 'celebration'] as const;
export type GiftCardDesign = (typeof GIFT_CARD_DESIGNS)[number];
export const DEFAULT_GIFT_CARD_DESIGN: GiftCardDesign = 'birthday';

/** An amount the page sells, or the default; a design it draws, or the default (a hand-written address cannot pick another). */
export const giftCardAmountOf = (value: unknown): number => {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
  return (GIFT_CARD_AMOUNTS as readonly unknown[]).includes(n) ? (n as number) : DEFAULT_GIFT_CARD_AMOUNT;
};
export const giftCardDesignOf = (value: unknown): GiftCardDesign => ((GIFT_CARD_DESIGNS as readonly unknown[]).includes(value) ? (value as GiftCardDesign) : DEFAULT_GIFT_CARD_DESIGN);
