import { readKeys } from '@/shared/search-address/key-codecs';
import { PRODUCT_HASH_KEYS, type ProductHashValues } from '@/shared/search-address/product-hash-keys';
import { writeProductHash } from '@/shared/search-address/product-hash';
import { addDays, daysBetween } from '@/shared/search-address/search-dates';
import { DEFAULT_TRAVELLERS, firstBookableDay, parseActivityDateValue, type Travellers } from './booking-steps';
import { DEFAULT_TIME_ZONE } from './clock';
import type { GiftFormat } from '@/contracts/gift-boxes';
import { isBucket, type Bucket, type UpsellValue } from '@/contracts/gift-stay';

/**
 * What a product page's address says (§2.1 hash): the stay's dates when they make a usable stay (checkin not before
 * the first bookable day, 1 to 14 nights; checkin and night give the checkout), the travellers, one activity date
 * per activity. Anything else is dropped: the page then shows its 'from' prices.
 */
export type ProductAddress = {
  checkin: string | null;
  checkout: string | null;
  travellers: Travellers;
  activityDates: Record<number, string>;
  /** gifting (§4): the gift's nights asked (the price list decides: gift-flow.ts), the rate tier, the availability upsell */
  giftNights?: number | null;
  bucket?: Bucket | null;
  upsell?: UpsellValue;
  /** gifting (§2.1 `giftFormat`): the format asked; physical only where it is offered (gift-flow.ts `stayGiftFormat`) */
  giftFormat?: GiftFormat;
  /** gifting, physical format (§2.1 `sleeves`): the sleeve chosen, an extra's id or 'default' (the free standard one) */
  sleeve?: string;
  /** an upsell added: the offer it was added to (removing it leads back there) */
  baseOfferId?: number | null;
  /** §2.1 `theme` and `hotelId`: where the visitor came from, kept as the page rewrites its hash */
  theme?: number | null;
  hotelId?: number | null;
  /** §2.1 `anchor`: the section to bring into view on arrival (`productAnchorSection`) */
  anchor?: string | null;
};

/**
 * §2.1 `anchor`: the page's sections by the names an address may give (the tab bar's, §2.1's 'experience', 'the experience' and
 * 'practical info' spellings, and the booking panel). An unknown name, or a section the page lacks, brings nothing.
 * productAnchorSection('experience', ['description', 'programme']) → 'programme'
 */
const ANCHOR_SECTIONS: Record<string, string> = {
  description: 'description',
  room: 'room',
  experience: 'programme',
  programme: 'programme',
  upsells: 'upsells',
  theExperience: 'upsells',
  gift: 'gift',
  reviews: 'reviews',
  hotel: 'hotel',
  practical: 'practical',
  practicalInfo: 'practical',
  'practical-info': 'practical',
  booking: 'booking-panel',
};
export function productAnchorSection(anchor: string | null | undefined, sections: readonly string[]): string | null {
  const section = anchor && Object.prototype.hasOwnProperty.call(ANCHOR_SECTIONS, anchor) ? ANCHOR_SECTIONS[anchor] : null;
  return section && sections.includes(section) ? section : null;
}

export function parseProductHash(hash: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): ProductAddress {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const values = readKeys(PRODUCT_HASH_KEYS, (key) => params.getAll(key));
  let checkin = values.checkin ?? null;
  let checkout = values.checkout ?? null;
  if (checkin && !checkout && values.nights) checkout = addDays(checkin, values.nights);
  const nights = checkin && checkout ? daysBetween(checkin, checkout) : 0;
  if (!checkin || !checkout || checkin < firstBookableDay(now, timeZone) || nights < 1 || nights > 14) {
    checkin = null;
    checkout = null;
  }
  const activityDates: Record<number, string> = {};
  if (checkin) {
    for (const value of values.activityDates ?? []) {
      const parsed = parseActivityDateValue(value);
      if (parsed && parsed.dayIndex < nights && activityDates[parsed.activityId] === undefined) activityDates[parsed.activityId] = value;
    }
  }
  return {
    checkin,
    checkout,
    travellers: {
      adults: values.adults ?? DEFAULT_TRAVELLERS.adults,
      children: values.children ?? DEFAULT_TRAVELLERS.children,
      babies: values.babies ?? DEFAULT_TRAVELLERS.babies,
    },
    activityDates,
    giftNights: values.giftNights ?? null,
    bucket: isBucket(values.bucket) ? values.bucket : null,
    upsell: values.upsell ?? 'none',
    giftFormat: values.giftFormat ?? 'digital',
    sleeve: values.sleeves ?? 'default',
    baseOfferId: values.offerId ?? null,
    theme: values.theme ?? null,
    hotelId: values.hotelId ?? null,
    anchor: values.anchor ?? null,
  };
}

/** The hash of a product page (and of its checkout hand-off): dates with their nights, guests, activity dates, the gift's choices, and theme, anchor and hotelId when the address had them. */
export function productHash({ checkin, checkout, travellers, activityDates = {}, giftNights, bucket, upsell, giftFormat, sleeve, baseOfferId, theme, anchor, hotelId }: Omit<ProductAddress, 'activityDates'> & { activityDates?: Record<number, string> }): string {
  const dated = checkin && checkout && daysBetween(checkin, checkout) >= 1;
  const values: ProductHashValues = {
    ...(dated ? { checkin, checkout, nights: daysBetween(checkin, checkout) } : {}),
    adults: travellers.adults,
    children: travellers.children,
    babies: travellers.babies,
    ...(dated ? { activityDates: Object.values(activityDates) } : {}),
    ...(giftNights ? { giftNights } : {}),
    ...(bucket ? { bucket } : {}),
    ...(upsell ? { upsell } : {}),
    ...(giftFormat ? { giftFormat } : {}),
    ...(giftFormat === 'physical' && sleeve ? { sleeves: sleeve } : {}),
    ...(baseOfferId ? { offerId: baseOfferId } : {}),
    ...(theme ? { theme } : {}),
    ...(anchor ? { anchor } : {}),
    ...(hotelId ? { hotelId } : {}),
  };
  return writeProductHash(values);
}
