import type { Kysely } from 'kysely';
import type { ProductOffer, ProductOffersQuery, ProductOffersResponse } from '@/contracts/product-offers';
import type { Database } from '@/server/db/database';
import { imageUrl } from '@/server/db/image-keys';
import { NotFoundError } from '@/server/errors/domain-errors';
import { todayAt } from '@/lib/days';
import { quoteOffer } from '../quote/quote.service';
import { findHotelStayIds, findProductOffer, findProgramActivityIds } from './product.repository';
import { fromPriceInfo, productStatus } from './weekend-detail.service';

/** Program signature of some offers: their activity ids in program order. */
async function programsOf(db: Kysely<Database>, offerIds: number[]): Promise<Map<number, string>> {
  const rows = await findProgramActivityIds(db, offerIds);
  const out = new Map<number, number[]>();
  for (const r of rows) {
    const list = out.get(Number(r.offer_id)) ?? [];
    list.push(Number(r.activity_id));
    out.set(Number(r.offer_id), list);
  }
  return new Map([...out].map(([id, list]) => [id, list.join(',')]));
}

/**
 * GET /api/product/{id}/offers: the product, its cancellation-policy options (same room and program) and the
 * hotel's other stays, each priced for the criteria: the quote's final price with dates (not bookable: null), the
 * from price without. Only published stays not expired, plus the product itself whatever its state.
 */
export async function getProductOffers(db: Kysely<Database>, query: ProductOffersQuery, now: Date = new Date()): Promise<ProductOffersResponse> {
  const product = await findProductOffer(db, query.id, query.locale);
  if (!product) throw new NotFoundError(`Offer ${query.id}`);
  const today = todayAt(query.locale, now).day;
  const siblings = await findHotelStayIds(db, Number(product.hotel_id), today);
  const ids = [...new Set([product.id, ...siblings])];
  const [rows, programs] = await Promise.all([Promise.all(ids.map((id) => (id === product.id ? product : findProductOffer(db, id, query.locale)))), programsOf(db, ids)]);
  const dated = query.checkin !== undefined && query.nights !== undefined;

  const offers: ProductOffer[] = await Promise.all(
    rows.flatMap((row) => (row ? [row] : [])).map(async (row) => {
      const quote = dated
        ? await quoteOffer(db, row, { id: row.id, checkin: query.checkin!, nights: query.nights!, adult: query.adult, child: query.child, baby: query.baby, smartcapacity: false, activitySelectionList: [], locale: query.locale }, now)
        : null;
      const active = productStatus(row, today) === 'active';
      const images = JSON.parse(row.images || '[]') as string[];
      return {
        weekendId: row.id,
        label: row.label ?? '',
        imageUrl: images[0] ? imageUrl(images[0]) : '',
        nights: dated ? query.nights! : Number(row.nights),
        current: row.id === product.id,
        sameProgram: row.id === product.id || (row.room_id === product.room_id && programs.get(row.id) === programs.get(product.id)),
        bookable: quote ? quote.bookable : active,
        priceInfo: quote ? quote.priceInfo : active ? await fromPriceInfo(db, row, today) : null,
        cancellationPolicy: quote?.cancellationPolicy ?? { cancellable: row.cancellable === 1, message: row.cancellation_message ?? '', cancellationDeadline: null },
      };
    }),
  );
  const rank = (o: ProductOffer) => (o.current ? 0 : o.sameProgram ? 1 : 2);
  offers.sort((a, b) => rank(a) - rank(b) || Number(b.bookable) - Number(a.bookable) || (a.priceInfo?.sellPrice ?? Infinity) - (b.priceInfo?.sellPrice ?? Infinity) || a.weekendId - b.weekendId);
  return { hotelId: product.hotel_id, offers };
}
