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

/**
 * Each design's colours (a gradient from → to, and the ink written on it): the page's preview, the gift card e-mail
 * and the printable PDF draw the same card. A box voucher's card is drawn in `BOX_CARD_DESIGN`.
 */
export const GIFT_CARD_COLOURS: Record<GiftCardDesign, { from: string; to: string; ink: string }> = {
  birthday: { from: '#ffd166', to: '#ef476f', ink: '#2b1020' },
  love: { from: '#ff8fab', to: '#b5179e', ink: '#ffffff' },
  thanks: { from: '#95d5b2', to: '#2d6a4f', ink: '#ffffff' },
  celebration: { from: '#a2d2ff', to: '#3a0ca3', ink: '#ffffff' },
};
export const BOX_CARD_DESIGN: GiftCardDesign = 'celebration';
