import type { Kysely } from 'kysely';
import type { HotelDetail, HotelDetailQuery, HotelRoom, HotelRoomOffer } from '@/contracts/hotel-detail';
import type { Database } from '@/server/db/database';
import { imageUrl } from '@/server/db/image-keys';
import { NotFoundError } from '@/server/errors/domain-errors';
import { jsonOr } from '@/lib/text/json-or';
import { localTaxOf, localTaxToPayAtHotel } from '../quote/quote-rules';
import { todayAt } from '@/lib/days';
import { programLines, quoteOffer } from '../quote/quote.service';
import { findHotelRooms, findHotelRow } from './hotels.repository';
import { loadVocabulary, readDetailHotel, vocabularyItem, vocabularyItems, type Vocabulary } from '../product/detail-hotel';
import { findHotelStayOffers, findPrograms, type ProductOfferRow, type ProgramRow } from '../product/product.repository';
import { fromPriceOf, productStatus } from '../product/weekend-detail.service';
import { findFromPriceHistory } from '../prices/price-history.repository';

/** The hotel's facilities a room card repeats as its highlights (§3 'Room highlights'), in this order. */
export const ROOM_HIGHLIGHT_FACILITIES = ['sea_view', 'air_conditioning', 'free_wifi', 'room_service', 'non_smoking', 'accessible'] as const;

/** Room types whose windows face the sea: only they take the hotel's sea view as a highlight. */
const SEA_VIEW_ROOMS = new Set(['sea_view', 'suite', 'junior_suite']);

/**
 * The room's highlights: its own features first (balcony, bathtub, …, in the vocabulary's order), then the hotel's
 * room facilities it has (sea view only for the rooms facing it), each label once.
 */
export function roomHighlights(roomType: string, ownFeatures: readonly string[], facilityCodes: ReadonlySet<string>, labelOf: (code: string) => string | null): string[] {
  const facilities = ROOM_HIGHLIGHT_FACILITIES.filter((code) => facilityCodes.has(code) && (code !== 'sea_view' || SEA_VIEW_ROOMS.has(roomType))).flatMap((code) => {
    const label = labelOf(code);
    return label ? [label] : [];
  });
  return [...new Set([...ownFeatures, ...facilities])];
}

const labelByCode = (vocabulary: Vocabulary, kind: 'facility') => {
  const byCode = new Map<string, string>();
  for (const [key, value] of vocabulary) if (key.startsWith(`${kind}/`)) byCode.set(value.code, value.label);
  return (code: string) => byCode.get(code) ?? null;
};

/**
 * The hotel page's catalog answer (GET /api/hotels/{hotelId}/detail.json): the hotel, and its rooms with the stays sold
 * in each. Without dates a stay shows its 'from' price (2 adults, advertised nights); with checkin and nights, the
 * quote's final price for the family (null when not bookable). Rooms without a published stay are left out; rooms
 * come cheapest first, their stays bookable first then cheapest first. Unknown hotel: NotFoundError.
 */
export async function getHotelDetail(db: Kysely<Database>, query: HotelDetailQuery, now: Date = new Date()): Promise<HotelDetail> {
  const hotelRow = await findHotelRow(db, query.hotelId);
  if (!hotelRow) throw new NotFoundError(`Hotel ${query.hotelId}`);
  const locale = query.locale;
  const today = todayAt(locale, now).day;
  const active = hotelRow.active === 1;
  const dated = query.checkin !== undefined && query.nights !== undefined;
  const [vocabulary, offers, rooms] = await Promise.all([
    loadVocabulary(db, locale),
    active ? findHotelStayOffers(db, hotelRow.id, locale, today) : Promise.resolve([]),
    findHotelRooms(db, hotelRow.id),
  ]);
  // The stays' programs and 'from' price history in one statement each, however many stays the hotel sells.
  const ids = offers.map((o) => o.id);
  const [hotel, programs, history] = await Promise.all([
    readDetailHotel(db, hotelRow, locale, vocabulary),
    dated ? Promise.resolve(new Map<number, ProgramRow[]>()) : findPrograms(db, ids, locale),
    dated ? Promise.resolve([]) : findFromPriceHistory(db, ids, today),
  ]);
  const taxRule = { type: hotelRow.local_tax_type, amount: hotelRow.local_tax_amount, percentage: hotelRow.local_tax_percentage, paidAtHotel: hotelRow.local_tax_paid_at_hotel === 1 };

  const priced = await Promise.all(
    offers.map(async (row: ProductOfferRow): Promise<HotelRoomOffer & { roomId: number | null }> => {
      if (dated) {
        const quote = await quoteOffer(db, row, { id: row.id, checkin: query.checkin!, nights: query.nights!, adult: query.adult, child: query.child, baby: query.baby, smartcapacity: false, activitySelectionList: [], locale }, now);
        return { ...offerBase(row), nights: query.nights!, programLine: quote.programLineList, bookable: quote.bookable, priceInfo: quote.priceInfo, localTaxTotalAmount: quote.localTaxTotalAmount, cancellationPolicy: quote.cancellationPolicy };
      }
      const program = programs.get(row.id) ?? [];
      const price = fromPriceOf(row, history, today);
      const bookable = productStatus(row, today) === 'active';
      return {
        ...offerBase(row),
        nights: Number(row.nights),
        programLine: programLines(program, Number(row.nights)),
        bookable,
        priceInfo: bookable ? price : null,
        localTaxTotalAmount: localTaxToPayAtHotel(localTaxOf(taxRule, { adult: 2, nights: price.nights, price: price.sellPrice })),
        cancellationPolicy: { cancellable: row.cancellable === 1, message: row.cancellation_message ?? '', cancellationDeadline: null },
      };
    }),
  );
  const facilityCodes = new Set(hotel.facilities.map((f) => f.code));
  const facilityLabel = labelByCode(vocabulary, 'facility');
  const cheapest = (list: readonly HotelRoomOffer[]) => Math.min(...list.map((o) => (o.bookable && o.priceInfo ? o.priceInfo.sellPrice : Infinity)));
  const roomCards: HotelRoom[] = rooms.flatMap((room) => {
    const roomOffers = priced
      .filter((o) => o.roomId === room.id)
      .map(({ roomId, ...offer }) => (void roomId, offer))
      .sort((a, b) => Number(b.bookable) - Number(a.bookable) || (a.priceInfo?.sellPrice ?? Infinity) - (b.priceInfo?.sellPrice ?? Infinity) || a.weekendId - b.weekendId);
    if (roomOffers.length === 0) return [];
    const type = vocabularyItem(vocabulary, 'room_type', Number(room.room_type_id));
    return [
      {
        uuid: room.uuid,
        label: type?.label ?? '',
        type: type?.code ?? '',
        size: Number(room.size_m2),
        capacity: Number(room.capacity),
        maxCapacity: Number(room.max_capacity),
        bedding: room.bedding,
        images: jsonOr<string[]>(room.images, []).map(imageUrl),
        roomHighlights: roomHighlights(
          type?.code ?? '',
          vocabularyItems(vocabulary, 'room_feature', jsonOr<number[]>(room.features, [])).map((feature) => feature.label),
          facilityCodes,
          facilityLabel,
        ),
        offers: roomOffers,
      },
    ];
  });
  roomCards.sort((a, b) => cheapest(a.offers) - cheapest(b.offers) || a.uuid.localeCompare(b.uuid));
  return {
    id: hotelRow.id,
    status: active ? 'active' : 'inactive',
    hotel,
    rooms: roomCards,
    stay: dated ? { checkin: query.checkin!, nights: query.nights!, adult: query.adult, child: query.child, baby: query.baby } : null,
  };
}

function offerBase(row: ProductOfferRow) {
  const images = jsonOr<string[]>(row.images, []);
  return { weekendId: row.id, roomId: row.room_id, label: row.label ?? '', slug: row.slug ?? '', imageUrl: images[0] ? imageUrl(images[0]) : '' };
}
