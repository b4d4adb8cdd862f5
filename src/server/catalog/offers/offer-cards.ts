import type { Kysely } from 'kysely';
import { CARD_IMAGE_SIZES, imagesBySize } from '@/contracts/image-sizes';
import type { CatalogLocaleCode } from '@/contracts/common';
import type { OfferCard, PriceType } from '@/contracts/offers';
import type { ItemCategory } from '@/contracts/search-criteria';
import type { Database } from '@/server/db/database';
import { imageUrl } from '@/server/db/image-keys';
import { findFromPriceHistory } from '../prices/price-history.repository';
import { cardReferencePrice } from '../prices/reference-price';
import type { EngineQuery, SearchHit } from '../search/engine';
import { jsonOr } from '@/lib/text/json-or';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale } from '@/lib/locales';
import type { CotPolicy } from '@/contracts/offers';
import { familyOf } from '../prices/family';
import { targetedLabelFits } from './party-labels';
import { partySleeping } from './party-sleeping';
import { stayHeadwords } from './stay-headwords';
import { cancellationDeadline } from '../quote/quote-rules';
import { eurosOf } from '@/lib/money';
import { addDays } from '@/lib/days';
import { findCardLabels, findCardRows, findOfferTagCodes, findOfferThemes } from './offers.repository';

/** Cents → euros with two decimals (cards carry euros; filters carry cents). */
export const euros = eurosOf;

/** Whether a search prices stays on dates: its own (dated) or each offer's cheapest in a window (flexible). */
const isDated = (query: Pick<EngineQuery, 'stay' | 'flexible'>): boolean => query.stay !== null || (query.flexible ?? null) !== null;

/** The price type a search shows (§4): gift for gifting, final with dates (exact or flexible), otherwise from price. */
export function priceTypeOf(query: Pick<EngineQuery, 'gift' | 'stay' | 'flexible'>): PriceType {
  if (query.gift) return 'gift';
  return isDated(query) ? 'final' : 'from';
}

type OfferRow = {
  id: number;
  hotel_id: number;
  item_category: ItemCategory;
  nights: number;
  last_minute: number;
  expires_at: string | null;
  marketing_label_ids: string;
  auto_discount_code: string | null;
  auto_discount_value: number | null;
  targeted_label_id: number | null;
  cancellable: number;
  cancellation_days: number;
  channel_manager_id: string | null;
  data_flow_mode: 'pull' | 'push';
  connectivity: string;
  pax_count: number;
  images: string;
  label: string | null;
  headwords: string | null;
  cancellation_message: string | null;
  hotel_name: string;
  hotel_stars: number;
  hotel_address: string;
  hotel_zip: string;
  hotel_lat: number;
  hotel_lng: number;
  review_count: number;
  review_average: number | null;
  cot_policy: CotPolicy;
  room_type: string | null;
  city_id: number;
  city_name: string;
  city_label: string | null;
};

/**
 * Hits → offer cards, in the hits' order, with texts in the locale. `uri` fields are empty: the site
 * builds product and hotel URLs from ids (src/shared/routes.ts owns URLs).
 */
type PriceHistory = { day: string; from: number; sv: number | null };

/**
 * A card's struck price, by the one rule of src/server/catalog/prices/reference-price.ts: the lowest price shown on
 * this card over each of the previous 30 days when above today's, else null. Stay cards: the 'from' price (2 adults,
 * advertised nights); gift cards: the single-voucher price; activity cards per person for 2 participants (the
 * history records the price for 2). Dated cards strike nothing (their history is the product page's quote).
 */
export function cardRefPrice(history: readonly PriceHistory[], query: Pick<EngineQuery, 'gift' | 'stay' | 'flexible' | 'itemCategory' | 'participants'>, price: number, today: string): number | null {
  if (isDated(query)) return null;
  let ref: number | null;
  if (query.gift) ref = cardReferencePrice(history.map((h) => ({ day: h.day, price: h.sv })), today, price);
  else if (query.itemCategory === 'activity') {
    if (query.participants !== 2) return null;
    ref = cardReferencePrice(history.map((h) => ({ day: h.day, price: Math.floor(h.from / 2) })), today, price);
  } else ref = cardReferencePrice(history.map((h) => ({ day: h.day, price: h.from })), today, price);
  return ref === null ? null : euros(ref);
}

export async function buildOfferCards(db: Kysely<Database>, hits: readonly SearchHit[], query: EngineQuery, locale: CatalogLocaleCode): Promise<OfferCard[]> {
  if (!hits.length) return [];
  const ids = hits.map((h) => h.offerId);
  // The search's own day: the same 'today' that decides which offers are still on sale.
  const today = query.today;
  const rowsQuery = findCardRows(db, ids, locale) as Promise<OfferRow[]>;

  // One round trip's worth of latency: every query is keyed by the page's ids, so they run together.
  const [rows, themes, tags, labels, history, { intl }] = await Promise.all([
    rowsQuery,
    findOfferThemes(db, ids),
    findOfferTagCodes(db, ids),
    findCardLabels(db, locale),
    // Struck prices: the lowest price of the previous 30 days, for undated cards only (reference-price.ts).
    isDated(query) ? Promise.resolve([]) : findFromPriceHistory(db, ids, today),
    serverIntl(toLocale(locale)),
  ]);
  const group = <T, V>(list: T[], key: (t: T) => number, value: (t: T) => V) => {
    const out = new Map<number, V[]>();
    for (const item of list) {
      const k = key(item);
      if (!out.has(k)) out.set(k, []);
      out.get(k)!.push(value(item));
    }
    return out;
  };
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const themesOf = group(themes, (t) => Number(t.offer_id), (t) => Number(t.value_id));
  const tagsOf = group(tags, (t) => Number(t.offer_id), (t) => t.code);
  const marketingLabel = new Map(labels.filter((l) => l.kind === 'marketing_label').map((l) => [Number(l.id), l.label]));
  const family = familyOf(query.family);
  // Only the targeted labels that speak to the searched party (party-labels.ts): no 'seniors' badge for a family.
  const targetedLabel = new Map(labels.filter((l) => l.kind === 'targeted_label' && targetedLabelFits(l.code, family)).map((l) => [Number(l.id), l.label]));
  const priceType = priceTypeOf(query);
  const historyOf = group(history, (h) => Number(h.offer_id), (h) => ({ day: h.day, from: Number(h.from_price), sv: h.sv_price === null ? null : Number(h.sv_price) }));

  return hits.flatMap((hit) => {
    const o = byId.get(hit.offerId);
    if (!o) return [];
    // A flexible search's card shows its offer's cheapest stay in the window, as a dated card shows the searched one.
    const stay = hit.flexibleStay ?? query.stay;
    const nights = stay && o.item_category !== 'activity' ? stay.nights : Number(o.nights);
    const refPrice = cardRefPrice(historyOf.get(hit.offerId) ?? [], query, hit.price, today);
    const images = jsonOr<string[]>(o.images, []).map(imageUrl);
    const card: OfferCard = {
      id: hit.offerId,
      label: o.label ?? '',
      headwords: stayHeadwords(intl, o.item_category, nights, jsonOr<string[]>(o.headwords, [])),
      imageUrl: images[0] ?? '',
      images,
      imagesBySize: images.map((url) => imagesBySize(url, CARD_IMAGE_SIZES)),
      hotel: {
        id: Number(o.hotel_id),
        label: o.hotel_name,
        stars: Number(o.hotel_stars),
        uri: '',
        location: {
          label: o.city_label ?? o.city_name,
          address: o.hotel_address,
          zipCode: o.hotel_zip,
          uri: '',
          lat: Number(o.hotel_lat),
          lng: Number(o.hotel_lng),
        },
        review: { count: Number(o.review_count), average: o.review_average === null ? null : Number(o.review_average) },
      },
      sellPrice: euros(hit.price),
      refPrice,
      barPrice: euros(hit.barPrice),
      promo: hit.promo,
      priceType,
      nights,
      distance: hit.distanceKm === null ? null : Math.round(hit.distanceKm * 10) / 10,
      availableRooms: hit.availableRooms,
      lastMinute: Number(o.last_minute) === 1,
      expiration: o.expires_at,
      marketingLabels: jsonOr<number[]>(o.marketing_label_ids, []).flatMap((id) => (marketingLabel.has(id) ? [marketingLabel.get(id)!] : [])),
      cancellationPolicy: {
        cancellable: Number(o.cancellable) === 1,
        message: o.cancellation_message ?? '',
        // With dates, the deadline the product page's quote gives (quote-rules.ts), so the card can say the same day.
        cancellationDeadline: stay && o.item_category !== 'activity' ? cancellationDeadline(stay.checkin, Number(o.cancellable) === 1, Number(o.cancellation_days)) : null,
      },
      channelManagerId: o.channel_manager_id,
      // Codes apply to stays bought for oneself: never in gifting (the site also needs the experiment to show it).
      autoDiscount: !query.gift && o.auto_discount_code && o.auto_discount_value ? { code: o.auto_discount_code, value: Number(o.auto_discount_value) } : null,
      hasMoreOffers: hit.hasMoreOffers,
      participants: query.itemCategory === 'activity' && !query.gift ? query.participants : null,
      itemCategory: query.gift ? 'single_voucher' : o.item_category,
      targetedLabel: o.targeted_label_id === null ? null : (targetedLabel.get(Number(o.targeted_label_id)) ?? null),
      uri: '',
      checkin: stay?.checkin ?? null,
      connectivity: o.connectivity,
      paxCount: Number(o.pax_count),
      dataFlowMode: o.data_flow_mode,
      themeIds: themesOf.get(hit.offerId) ?? [],
      tags: tagsOf.get(hit.offerId) ?? [],
      sleeping: query.gift ? null : partySleeping(family, o.item_category, o.room_type, o.cot_policy),
      flexibleStay: hit.flexibleStay
        ? { checkin: hit.flexibleStay.checkin, checkout: addDays(hit.flexibleStay.checkin, hit.flexibleStay.nights), nights: hit.flexibleStay.nights, otherStays: hit.flexibleStay.otherStays }
        : null,
    };
    return [card];
  });
}
