/**
 * The product page's booking/gifting switch (product-and-purchase §4 flow switch, §2.1 gift section, §1 rate tiers in
 * customer-care mode, §4 price type). Pure: the caller passes the flags and the price list.
 */
import { availabilityUpsellAmount, chosenGiftNights, DEFAULT_BUCKET, GIFT_ADULTS, giftStayPrice, giftUpsellsShown, type Bucket, type GiftPriceEntry } from '@/contracts/gift-stay';
import type { ProductAddress } from './product-address';

export type ProductFlow = 'booking' | 'gifting';

/** The query's flow: gifting only when it says so (§2.1 'flow search parameter booking or gifting'). */
export const flowOf = (query: string | null | undefined): ProductFlow => (query === 'gifting' ? 'gifting' : 'booking');

/**
 * Switching the flow (§4): gifting sets two adults (no children or babies) and the gift nights (the list's first
 * unless the address names one it has), and drops the dates and activity dates; booking drops the gift's choices.
 */
export function switchFlow(address: ProductAddress, to: ProductFlow, giftPrices: readonly GiftPriceEntry[]): ProductAddress {
  if (to === 'gifting') {
    return {
      ...address,
      checkin: null,
      checkout: null,
      activityDates: {},
      travellers: { adults: GIFT_ADULTS, children: 0, babies: 0 },
      giftNights: chosenGiftNights(giftPrices, address.giftNights ?? null),
    };
  }
  return { ...address, giftNights: null, bucket: null, upsell: 'none' };
}

/** The tier sold: customer care chooses it (the hash's `bucket`), everyone else buys the Essential tier (§1). */
export const soldBucket = (asked: Bucket | null | undefined, customerCare: boolean): Bucket => (customerCare && asked ? asked : DEFAULT_BUCKET);

export type GiftOffer = {
  nights: number;
  bucket: Bucket;
  /** the availability upsell: offered (flag on and something to add), its amount, taken */
  availability: { offered: boolean; amount: number; taken: boolean };
  /** cents, null when the list has no price for these nights */
  price: { base: number; upsell: number; total: number } | null;
  /** §4: single gift upsells only at one night */
  upsellsShown: boolean;
  /** §4: the price type of a gift */
  priceType: 'gift';
};

/** What the gift section shows and sells for the address, flags and price list. */
export function giftOffer(address: Pick<ProductAddress, 'giftNights' | 'bucket' | 'upsell'>, list: readonly GiftPriceEntry[], flags: { customerCare: boolean; upsellAvailability: boolean }): GiftOffer {
  const nights = chosenGiftNights(list, address.giftNights ?? null);
  const bucket = soldBucket(address.bucket, flags.customerCare);
  const entry = list.find((e) => e.nights === nights);
  const amount = entry ? availabilityUpsellAmount(entry, bucket) : 0;
  const offered = flags.upsellAvailability && amount > 0;
  const taken = offered && address.upsell === 'availability';
  const price = giftStayPrice(list, { nights, bucket, availabilityUpsell: taken });
  return { nights, bucket, availability: { offered, amount, taken }, price: price && { base: price.base, upsell: price.upsell, total: price.total }, upsellsShown: giftUpsellsShown(nights), priceType: 'gift' };
}
