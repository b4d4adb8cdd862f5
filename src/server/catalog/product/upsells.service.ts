import type { Kysely } from 'kysely';
import { CARD_IMAGE_SIZES, imagesBySize } from '@/contracts/image-sizes';
import type { WeekendDetailQuery } from '@/contracts/weekend-detail';
import type { DetailUpsell } from '@/contracts/weekend-detail';
import type { Database } from '@/server/db/database';
import { imageUrl } from '@/server/db/image-keys';
import { jsonOr } from '@/lib/text/json-or';
import { todayAt } from '@/lib/days';
import { quoteOffer } from '../quote/quote.service';
import { findProgramActivities } from './activities.repository';
import { findHotelStayOffers, type ProductOfferRow } from './product.repository';
import { perNight, upsellExtras } from './upsell-rules';

/**
 * The product's upsells (§3, §2.1): the hotel's published stays on the same room and nights holding the product's
 * program plus extras (upsell-rules.ts). Priced like the product: with dates, the difference of the two quotes for the
 * stay and family (an upsell not bookable then is left out); without, the difference of the two 'from' prices. Only
 * dearer ones, cheapest first.
 */
export async function findUpsells(db: Kysely<Database>, offer: ProductOfferRow, query: WeekendDetailQuery, productPrice: number | null, now: Date): Promise<DetailUpsell[]> {
  if (offer.item_category !== 'weekend' || productPrice === null) return [];
  const today = todayAt(query.locale, now).day;
  const siblings = (await findHotelStayOffers(db, offer.hotel_id, query.locale, today)).filter((s) => s.id !== offer.id && s.room_id === offer.room_id);
  if (siblings.length === 0) return [];
  const ids = [offer.id, ...siblings.map((s) => s.id)];
  const rows = await findProgramActivities(db, ids, query.locale);
  const programs = new Map<number, number[]>();
  const titles = new Map<number, string>();
  for (const r of rows) {
    programs.set(Number(r.offer_id), [...(programs.get(Number(r.offer_id)) ?? []), Number(r.activity_id)]);
    titles.set(Number(r.activity_id), r.label ?? r.code);
  }
  const dated = query.checkin !== undefined && query.nights !== undefined;
  const nights = dated ? query.nights! : Number(offer.nights);
  const base = { id: offer.id, roomId: offer.room_id, nights: Number(offer.nights), activityIds: programs.get(offer.id) ?? [] };
  const found = await Promise.all(
    siblings.map(async (sibling): Promise<DetailUpsell | null> => {
      const extras = upsellExtras(base, { id: sibling.id, roomId: sibling.room_id, nights: Number(sibling.nights), activityIds: programs.get(sibling.id) ?? [] });
      if (!extras) return null;
      let price: number | null = Number(sibling.sell_price);
      if (dated) {
        const quote = await quoteOffer(db, sibling, { id: sibling.id, checkin: query.checkin!, nights: query.nights!, adult: query.adult, child: query.child, baby: query.baby, smartcapacity: false, activitySelectionList: [], locale: query.locale }, now);
        price = quote.bookable && quote.priceInfo ? quote.priceInfo.sellPrice : null;
      }
      if (price === null || price <= productPrice) return null;
      const images = jsonOr<string[]>(sibling.images, []);
      return {
        id: sibling.id,
        label: sibling.label ?? '',
        slug: sibling.slug ?? '',
        priceDifference: price - productPrice,
        priceDifferencePerLos: perNight(price - productPrice, nights),
        programLines: extras.map((id) => titles.get(id) ?? ''),
        activityIds: extras,
        imageUrl: images[0] ? imageUrl(images[0]) : '',
        imagesBySize: images.slice(0, 1).map((key) => imagesBySize(imageUrl(key), CARD_IMAGE_SIZES)),
      };
    }),
  );
  return found.filter((u): u is DetailUpsell => u !== null).sort((a, b) => a.priceDifference - b.priceDifference || a.id - b.id);
}
