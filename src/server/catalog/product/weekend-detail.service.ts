import type { Kysely } from 'kysely';
import { DETAIL_IMAGE_SIZES, imagesBySize } from '@/contracts/image-sizes';
import type { PriceInfo } from '@/contracts/quote';
import type { DetailActivity, ProductStatus, WeekendDetail, WeekendDetailQuery } from '@/contracts/weekend-detail';
import type { Database } from '@/server/db/database';
import { imageKeys, imageUrl } from '@/server/db/image-keys';
import { NotFoundError } from '@/server/errors/domain-errors';
import { findFromPriceHistory } from '../prices/price-history.repository';
import { cardReferencePrice, discountPercent } from '../prices/reference-price';
import { localTaxOf, localTaxToPayAtHotel, pricePerNight, programLineType } from '../quote/quote-rules';
import { todayAt } from '@/lib/days';
import { programLines, quoteOffer } from '../quote/quote.service';
import { NO_DISCOUNT, type DiscountBasis } from '../quote/stay-discount';
import { findOfferThemesAndTags, findProductOffer, findProgram, findRoom, type ProductOfferRow } from './product.repository';
import { jsonOr } from '@/lib/text/json-or';
import { findHotelRow } from '../hotel/hotels.repository';
import { loadVocabulary, readDetailHotel, vocabularyItem, vocabularyItems } from './detail-hotel';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale } from '@/lib/locales';
import { stayHeadwords } from '../offers/stay-headwords';
import { findGiftPrices } from './gift-prices';
import { findUpsells } from './upsells.service';

/** The product's state: only an active one can be booked ('Too late!' otherwise, §2.1). */
export function productStatus(offer: Pick<ProductOfferRow, 'published' | 'expires_at' | 'hotel_active'>, today: string): ProductStatus {
  if (offer.published !== 1 || offer.hotel_active !== 1) return 'unpublished';
  if (offer.expires_at !== null && offer.expires_at < today) return 'expired';
  return 'active';
}

/**
 * The 'from' price of an offer (2 adults, advertised nights) with the card rule's struck price: the lowest from
 * price recorded on each of the previous 30 days, when above today's (src/server/catalog/prices/reference-price.ts).
 */
export async function fromPriceInfo(db: Kysely<Database>, offer: Pick<ProductOfferRow, 'id' | 'sell_price' | 'nights'>, today: string): Promise<PriceInfo> {
  return fromPriceOf(offer, await findFromPriceHistory(db, [offer.id], today), today);
}

/** fromPriceInfo on history already read (findFromPriceHistory, rows of other offers ignored): a page of offers reads it once. */
export function fromPriceOf(
  offer: Pick<ProductOfferRow, 'id' | 'sell_price' | 'nights'>,
  historyRows: readonly { offer_id: number; day: string; from_price: number }[],
  today: string,
): PriceInfo {
  const history = historyRows.filter((h) => Number(h.offer_id) === offer.id);
  const sellPrice = Number(offer.sell_price);
  const refPrice = cardReferencePrice(history.map((h) => ({ day: h.day, price: Number(h.from_price) })), today, sellPrice);
  const nights = Number(offer.nights);
  return {
    sellPrice,
    refPrice,
    promoPercentageRounded: discountPercent(sellPrice, refPrice),
    moneySaved: refPrice === null ? 0 : refPrice - sellPrice,
    priceType: 'from',
    nbRooms: 1,
    nights,
    pricePerNight: pricePerNight(sellPrice, nights),
    currency: 'EUR',
  };
}

const item = vocabularyItem;
const items = vocabularyItems;

/**
 * The stay product of GET /api/weekend/{id}/detail.json. Unknown offer: NotFoundError; expired or unpublished ones
 * answer with their status (the page shows 'Too late!' with the hotel's other offers). With checkin and nights the
 * price is the quote's (final, null when not bookable) and `quote` is there, with the automatic discount `discount`
 * grants (stay-discount.ts; the route passes the request's variation); without, the from price.
 */
export async function getWeekendDetail(db: Kysely<Database>, query: WeekendDetailQuery, now: Date = new Date(), discount: DiscountBasis = NO_DISCOUNT): Promise<WeekendDetail> {
  const offer = await findProductOffer(db, query.id, query.locale);
  if (!offer) throw new NotFoundError(`Offer ${query.id}`);
  const today = todayAt(query.locale, now).day;
  const locale = query.locale;
  const dated = query.checkin !== undefined && query.nights !== undefined;

  const [hotelRow, room, vocabulary, programRows, themesAndTags, quote, fromPrice] = await Promise.all([
    findHotelRow(db, offer.hotel_id),
    offer.room_id === null ? Promise.resolve(undefined) : findRoom(db, offer.room_id),
    loadVocabulary(db, locale),
    findProgram(db, offer.id, locale),
    findOfferThemesAndTags(db, offer.id),
    dated
      ? quoteOffer(db, offer, { id: offer.id, checkin: query.checkin!, nights: query.nights!, adult: query.adult, child: query.child, baby: query.baby, smartcapacity: true, activitySelectionList: [], locale }, now, [], discount)
      : Promise.resolve(null),
    dated ? Promise.resolve(null) : fromPriceInfo(db, offer, today),
  ]);
  if (!hotelRow) throw new NotFoundError(`Hotel ${offer.hotel_id}`);
  const idsOf = (list: string) => themesAndTags.filter((r) => r.list === list).map((r) => Number(r.value_id)).sort((a, b) => a - b);
  const productPrice = quote ? (quote.bookable && quote.priceInfo ? quote.priceInfo.sellPrice : null) : (fromPrice?.sellPrice ?? null);
  const [detailHotel, { intl }, upsells, giftPrices] = await Promise.all([
    readDetailHotel(db, hotelRow, locale, vocabulary),
    serverIntl(toLocale(locale)),
    findUpsells(db, offer, query, productPrice, now),
    offer.giftable === 1 ? findGiftPrices(db, offer.id) : Promise.resolve([]),
  ]);
  const hotel = hotelRow;

  const program = quote?.programLineList ?? programLines(programRows, Number(offer.nights));
  const activities: DetailActivity[] = programRows.map((r) => {
    const groupId = r.parent_id === null ? null : Number(r.parent_id);
    const group = groupId === null ? null : item(vocabulary, 'activity_group', groupId);
    return {
      activityId: Number(r.activity_id),
      title: r.label ?? r.code,
      code: r.code,
      type: programLineType(r.code, groupId),
      icon: r.icon,
      imageUrl: imageUrl(activityImageKeys(Number(r.activity_id), r.code)[0]),
      group: group ? { id: group.id, label: group.label } : null,
    };
  });
  const localTaxRule = { type: hotel.local_tax_type, amount: hotel.local_tax_amount, percentage: hotel.local_tax_percentage, paidAtHotel: hotel.local_tax_paid_at_hotel === 1 };
  const price = quote ? quote.priceInfo : fromPrice;
  const priceTax = quote ? quote.localTax : localTaxOf(localTaxRule, price ? { adult: 2, nights: price.nights, price: price.sellPrice } : null);
  const images = jsonOr<string[]>(offer.images, []).map(imageUrl);
  const marketingLabels = jsonOr<number[]>(offer.marketing_label_ids, []).flatMap((id) => {
    const found = item(vocabulary, 'marketing_label', id);
    return found ? [found.label] : [];
  });

  return {
    id: offer.id,
    status: productStatus(offer, today),
    label: offer.label ?? '',
    description: offer.description ?? '',
    headwords: stayHeadwords(intl, offer.item_category, dated ? query.nights! : Number(offer.nights), jsonOr<string[]>(offer.headwords, [])),
    slug: offer.slug ?? '',
    itemCategory: offer.item_category,
    nights: Number(offer.nights),
    minNights: Number(offer.min_nights),
    maxNights: Number(offer.max_nights),
    paxCount: Number(offer.pax_count),
    expiration: offer.expires_at,
    images,
    imagesBySize: images.map((url) => imagesBySize(url, DETAIL_IMAGE_SIZES)),
    mainTheme: item(vocabulary, 'theme', Number(offer.main_theme_id)),
    themes: items(vocabulary, 'theme', idsOf('theme')),
    tags: items(vocabulary, 'tag', idsOf('tag')),
    marketingLabels,
    targetedLabel: offer.targeted_label_id === null ? null : (item(vocabulary, 'targeted_label', Number(offer.targeted_label_id))?.label ?? null),
    autoDiscount: offer.auto_discount_code && offer.auto_discount_value ? { code: offer.auto_discount_code, value: Number(offer.auto_discount_value) } : null,
    giftable: offer.giftable === 1,
    dataFlowMode: offer.data_flow_mode,
    connectivity: offer.connectivity,
    channelManagerId: offer.channel_manager_id,
    hotel: detailHotel,
    room: room
      ? {
          uuid: room.uuid,
          label: item(vocabulary, 'room_type', Number(room.room_type_id))?.label ?? '',
          type: item(vocabulary, 'room_type', Number(room.room_type_id))?.code ?? '',
          size: Number(room.size_m2),
          capacity: Number(room.capacity),
          maxCapacity: Number(room.max_capacity),
          bedding: room.bedding,
          images: jsonOr<string[]>(room.images, []).map(imageUrl),
        }
      : null,
    programLine: program,
    activities,
    price,
    localTaxTotalAmount: quote ? quote.localTaxTotalAmount : localTaxToPayAtHotel(priceTax),
    cancellationPolicy: quote?.cancellationPolicy ?? { cancellable: offer.cancellable === 1, message: offer.cancellation_message ?? '', cancellationDeadline: null },
    quote,
    upsells,
    giftPrices,
  };
}

/** Picture keys of an activity (drawn on demand by /api/images). */
export const ACTIVITY_IMAGE_COUNT = 3;
export const activityImageKeys = (activityId: number, code: string): string[] => imageKeys('activity', code, activityId, ACTIVITY_IMAGE_COUNT);
