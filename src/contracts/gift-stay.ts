/**
 * Stay gifting (product-and-purchase §1, §3 gift price list and rate tiers, §4 flow switch and price type, §9 gift
 * nights): a stay offered as a voucher for 2 people, priced from the offer's gift price list by nights and rate tier.
 * Pure rules shared by the product page (browser) and the gift checkout's pricing (server). Amounts in integer cents.
 */

/** §3 rate tiers, carried as the `bucket` hash value: 1 Essential (minimum fare), 2 Serenity (popular), 3 Liberty. */
export const RATE_TIERS = [
  { bucket: 1, name: 'essential', popular: false },
  { bucket: 2, name: 'serenity', popular: true },
  { bucket: 3, name: 'liberty', popular: false },
] as const;
export type Bucket = (typeof RATE_TIERS)[number]['bucket'];
/** The tier sold outside customer-care mode (§1: only customer care chooses among the tiers): Essential. */
export const DEFAULT_BUCKET: Bucket = 1;
/** The tier whose share of weekends the availability upsell opens (Liberty, about 70 % of weekends). */
export const AVAILABILITY_UPSELL_BUCKET: Bucket = 3;

/** §4: gifting sets two adults; §1: a stay voucher is for 2 people. */
export const GIFT_ADULTS = 2;
/** §9: gift nights come from the price list; without one, 1 to 3. */
export const GIFT_NIGHTS_FALLBACK = [1, 2, 3] as const;
/** §1: a stay voucher is valid 1 year (12 months) from its payment. */
export const STAY_VOUCHER_VALIDITY_MONTHS = 12;

/** The hash's `upsell`: the availability upsell taken or not (§2.1 'toggles between none and availability'). */
export const UPSELL_VALUES = ['none', 'availability'] as const;
export type UpsellValue = (typeof UPSELL_VALUES)[number];

/** One line of the gift price list (§3): nights, the price of each tier, and what the availability upsell adds. */
export type GiftPriceEntry = {
  nights: number;
  /** the price sold outside customer care: the Essential tier's */
  sellPrice: number;
  /** by tier 1 to 3 (index 0 is Essential) */
  sellPrices: [number, number, number];
  /** what the availability upsell adds to the Essential price (0: none offered) */
  extraUpsellAvailabilityAmount: number;
};

export const isBucket = (value: unknown): value is Bucket => value === 1 || value === 2 || value === 3;

/** The gift nights a visitor can choose: the list's, ascending; 1 to 3 when the list is empty. */
export function giftNightsOptions(list: readonly Pick<GiftPriceEntry, 'nights'>[]): number[] {
  const nights = [...new Set(list.map((entry) => entry.nights))].filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
  return nights.length > 0 ? nights : [...GIFT_NIGHTS_FALLBACK];
}

/** §4: the gift nights asked if the list has them, else the list's first (the first price of the list). */
export function chosenGiftNights(list: readonly Pick<GiftPriceEntry, 'nights'>[], asked: number | null): number {
  const options = giftNightsOptions(list);
  return asked !== null && options.includes(asked) ? asked : options[0];
}

/** What the availability upsell adds for a tier: the Liberty price minus the tier's, 0 when nothing more. */
export const availabilityUpsellAmount = (entry: Pick<GiftPriceEntry, 'sellPrices'>, bucket: Bucket): number =>
  Math.max(0, entry.sellPrices[AVAILABILITY_UPSELL_BUCKET - 1] - entry.sellPrices[bucket - 1]);

/**
 * The gift's price for its nights, tier and upsell: the tier's price, plus the availability upsell when it is taken
 * and offered (the flag on). null when the list has no line for those nights.
 */
export function giftStayPrice(
  list: readonly GiftPriceEntry[],
  { nights, bucket, availabilityUpsell }: { nights: number; bucket: Bucket; availabilityUpsell: boolean },
): { nights: number; bucket: Bucket; base: number; upsell: number; total: number } | null {
  const entry = list.find((e) => e.nights === nights);
  if (!entry) return null;
  const base = entry.sellPrices[bucket - 1];
  const upsell = availabilityUpsell ? availabilityUpsellAmount(entry, bucket) : 0;
  return { nights, bucket, base, upsell, total: base + upsell };
}

/** §4 single gift upsells (extras that turn the offer into another) only show when the gift is for 1 night. */
export const giftUpsellsShown = (giftNights: number): boolean => giftNights === 1;
