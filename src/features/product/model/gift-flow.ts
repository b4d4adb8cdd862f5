/**
 * The product page's booking/gifting switch (product-and-purchase §4 flow switch, §2.1 gift section, §1 rate tiers in
 * customer-care mode, §4 price type). Pure: the caller passes the flags and the price list.
 */
import { availabilityUpsellAmount, chosenGiftNights, DEFAULT_BUCKET, GIFT_ADULTS, giftStayPrice, giftUpsellsShown, type Bucket, type GiftPriceEntry } from '@/contracts/gift-stay';
import type { GiftFormat } from '@/contracts/gift-boxes';
import type { ShippingCostsResponse } from '@/contracts/shipping-costs';
import type { SubElementsResponse } from '@/contracts/sub-elements';
import { countryOf, type Locale } from '@/lib/locales';
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
  return { ...address, giftNights: null, bucket: null, upsell: 'none', giftFormat: 'digital', sleeve: 'default' };
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

/** Points of sale that never post a gift (§2.4 'physical format except in Italy'; Italy has no shipping costs). */
export const NO_PHYSICAL_GIFT: readonly Locale[] = ['it-IT'];

/**
 * The gift format of a stay (§2.1 `giftFormat`, §4 gift format, §5 gift price):
 * - `hidden`: the flag is off, or the point of sale posts nothing (Italy);
 * - `loading`: the shipping costs are on their way (the shipping reads '---');
 * - `unavailable`: they failed, or have no line for the visitor's country ('Victim of its success…', option disabled);
 * - `offered`: physical can be chosen.
 */
export type StayGiftFormatState = 'hidden' | 'loading' | 'unavailable' | 'offered';

export type StayGiftFormat = {
  state: StayGiftFormatState;
  /** digital by default; physical only when offered and asked */
  format: GiftFormat;
  /** cents: 0 for digital; own country's shipping + international fee for physical; null while it loads */
  shipping: number | null;
};

export function stayGiftFormat({
  locale,
  flagOn,
  asked,
  costs,
}: {
  locale: Locale;
  flagOn: boolean;
  asked: GiftFormat | undefined;
  /** the shipping costs call: null while it loads, 'error' when it failed */
  costs: ShippingCostsResponse | null | 'error';
}): StayGiftFormat {
  if (!flagOn || NO_PHYSICAL_GIFT.includes(locale)) return { state: 'hidden', format: 'digital', shipping: 0 };
  if (costs === null) return { state: 'loading', format: 'digital', shipping: asked === 'physical' ? null : 0 };
  const own = costs === 'error' ? undefined : costs.shippingCostsPerCountry[countryOf(locale).toLowerCase()];
  if (!own) return { state: 'unavailable', format: 'digital', shipping: 0 };
  const physical = asked === 'physical';
  return { state: 'offered', format: physical ? 'physical' : 'digital', shipping: physical ? own.shippingCost + own.internationalShippingFee : 0 };
}

/** The sleeves' category (§3: category 2, led by a free 'standard' option) and that option's value. */
export const SLEEVE_CATEGORY = 2;
export const STANDARD_SLEEVE = 'default';

export type SleeveOption = { id: string; name: string; price: number };
export type SleeveChoice = { label: string; options: SleeveOption[]; chosen: string; price: number } | null;

/**
 * The sleeve of a physical gift stay (§2.1 `sleeves`, §3 custom sub-elements): the catalog's sleeves after the free
 * standard one; the hash's id counts only when the fetched list has it (§5), else the standard one. Null without a
 * sleeves category.
 */
export function staySleeveChoice(list: SubElementsResponse, asked: string | undefined, standardName: string): SleeveChoice {
  const category = list.categories.find((c) => c.id === SLEEVE_CATEGORY);
  if (!category) return null;
  const options: SleeveOption[] = [
    { id: STANDARD_SLEEVE, name: standardName, price: 0 },
    ...list.availableCustomSubElements.filter((e) => e.categoryId === SLEEVE_CATEGORY).map((e) => ({ id: String(e.id), name: e.name, price: e.price })),
  ];
  const chosen = options.find((o) => o.id === asked) ?? options[0];
  return { label: category.label, options, chosen: chosen.id, price: chosen.price };
}
