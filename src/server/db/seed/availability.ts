import type { BatchWriter } from '../batch-insert';
import type { ItemCategory } from '../database';
import type { Window } from './calendar';
import type { Hotel } from './hotels';
import type { NightlyPrices } from './price-history';
import type { Rng } from './prng';

export type PricedOffer = { id: number; category: ItemCategory; nights: number; minNights: number; nightlyPrice: number; hotel: Hotel; outdoor: boolean };
export type OfferPrices = { sellPrice: number; barPrice: number; promoPercent: number; packageTotals: number[]; nightly: NightlyPrices };

/** How much a night costs against the low season, by environment and month (0 = January). */
function seasonFactor(hotel: Hotel, month: number, dayOfMonth: number): number {
  const env = hotel.environments[0];
  if (hotel.skiResort) {
    if (month === 1) return 1.7;
    if (month === 0 || month === 2 || (month === 11 && dayOfMonth >= 18)) return 1.45;
    if (month === 6 || month === 7) return 1.1;
    return 0.9;
  }
  if (env === 'SEA') return [0.8, 0.8, 0.85, 0.95, 1.05, 1.2, 1.45, 1.5, 1.2, 0.95, 0.8, 0.85][month];
  if (env === 'CITY') return [0.9, 0.9, 1.0, 1.1, 1.15, 1.1, 1.0, 0.9, 1.15, 1.15, 1.0, 1.12][month];
  if (env === 'MOUNTAIN') return [1.1, 1.15, 1.05, 0.95, 0.95, 1.05, 1.25, 1.3, 1.05, 0.95, 0.85, 1.05][month];
  return [0.85, 0.85, 0.92, 1.05, 1.12, 1.15, 1.25, 1.3, 1.12, 1.0, 0.88, 0.95][month];
}

function isClosedForSeason(hotel: Hotel, month: number, dayOfMonth: number): boolean {
  if (hotel.seasonalClosure === 'ski') return (month === 3 && dayOfMonth > 15) || month === 4 || month === 5 || month === 9 || month === 10 || (month === 11 && dayOfMonth < 12);
  if (hotel.seasonalClosure === 'summer-only') return month <= 1 || month === 10 || month === 11;
  return false;
}

/**
 * Writes one availability row per day of the window and returns the offer's 'from' price: the cheapest
 * bookable package of its advertised length (for 2 adults), and every bookable package total (gift tiers).
 */
export async function seedAvailability(writer: BatchWriter, r: Rng, offer: PricedOffer, w: Window, holidayNight: Uint8Array): Promise<OfferPrices> {
  const days = w.days.length;
  const { hotel } = offer;
  const activity = offer.category === 'activity';
  const price = new Array<number>(days);
  const bar = new Array<number>(days);
  const promo = new Array<number>(days);
  const minStay = new Array<number>(days);
  const rooms = new Array<number>(days);
  const closed = new Array<number>(days);
  // Promotions run in campaigns of a few weeks, not on random single days.
  const campaigns: [number, number, number][] = [];
  for (let c = r.int(0, 4); c > 0; c--) {
    const start = r.int(0, days - 1);
    campaigns.push([start, start + r.int(7, 45), r.pick([10, 15, 15, 20, 20, 25, 30])]);
  }
  const weeklyOff = activity && r.chance(0.4) ? r.int(1, 2) : hotel.weeklyClosedDay;
  const dayList = w.days;
  for (let i = 0; i < days; i++) {
    const month = w.month[i];
    const dom = w.dayOfMonth[i];
    const weekday = w.weekday[i];
    const holiday = holidayNight[i] === 1;
    const weekendNight = weekday === 5 || weekday === 6;
    const peak = holiday || (month === 11 && dom >= 24) || (month === 0 && dom === 1) || (weekendNight && seasonFactor(hotel, month, dom) >= 1.3);
    const factor = seasonFactor(hotel, month, dom) * (activity ? (weekendNight ? 1.1 : 1) : weekendNight ? 1.22 : weekday === 0 ? 0.95 : 1) * (peak && !activity ? 1.2 : 1);
    const base = Math.round((offer.nightlyPrice * factor * r.float(0.97, 1.03)) / 100) * 100;
    const campaign = campaigns.find(([s, e]) => i >= s && i <= e);
    promo[i] = campaign ? campaign[2] : 0;
    bar[i] = base;
    // A night for two with breakfast never sells below about 60 € (activities: the base is the floor).
    price[i] = Math.max(activity ? 0 : 6000, Math.round((base * (100 - promo[i])) / 100));
    bar[i] = Math.max(base, price[i]);
    const seasonalClosed = isClosedForSeason(hotel, month, dom) || (activity && offer.outdoor && (month <= 1 || month >= 10));
    closed[i] = seasonalClosed || weekday === weeklyOff || r.chance(0.01) ? 1 : 0;
    const pressure = (peak ? 0.6 : weekendNight ? 0.35 : 0.1) + (i < 21 ? 0.15 : 0);
    rooms[i] = Math.max(0, Math.round(hotel.stock * (1 - pressure * r.float(0.5, 1.5))));
    if (rooms[i] > 0 && r.chance(0.04)) rooms[i] = r.int(1, 2);
    minStay[i] = !activity && offer.nights === 1 && peak && weekday === 6 ? 2 : offer.minNights;
  }

  let best = Infinity;
  let bestBar = 0;
  let bestPromo = 0;
  const totals: number[] = [];
  const length = Math.max(1, offer.nights);
  for (let i = 0; i + length <= days; i++) {
    if (!activity && minStay[i] > offer.nights) continue;
    let total = 0;
    let totalBar = 0;
    let ok = true;
    for (let k = i; k < i + length; k++) {
      if (closed[k] || rooms[k] === 0) {
        ok = false;
        break;
      }
      total += price[k];
      totalBar += bar[k];
    }
    if (!ok) continue;
    totals.push(total);
    if (total < best) [best, bestBar, bestPromo] = [total, totalBar, promo[i]];
  }

  const monthMin = new Map<string, number>();
  for (let i = 0; i < days; i++) {
    if (closed[i] || rooms[i] === 0) continue;
    const month = dayList[i].slice(0, 7);
    monthMin.set(month, Math.min(monthMin.get(month) ?? Infinity, price[i]));
  }
  const childShare = r.float(0.18, 0.3);
  const babyPrice = activity ? 0 : r.pick([0, 0, 1000, 1500]);
  const nightly: NightlyPrices = { price, extraAdult: new Array<number>(days), child: new Array<number>(days), baby: new Array<number>(days).fill(babyPrice) };
  for (let i = 0; i < days; i++) {
    nightly.extraAdult[i] = Math.round((price[i] * 0.4) / 100) * 100;
    nightly.child[i] = activity ? Math.round(price[i] / 2) : Math.round((price[i] * childShare) / 100) * 100;
    await writer.push('availability', {
      offer_id: offer.id, day: dayList[i], price: price[i], bar_price: bar[i],
      extra_adult_price: nightly.extraAdult[i], child_price: nightly.child[i],
      baby_price: babyPrice, min_stay: minStay[i], rooms_left: rooms[i], closed: closed[i] as 0 | 1, promo_percent: promo[i],
      best_price_of_month: !closed[i] && rooms[i] > 0 && monthMin.get(dayList[i].slice(0, 7)) === price[i] ? 1 : 0,
    });
  }
  if (!totals.length) return { sellPrice: offer.nightlyPrice * length, barPrice: offer.nightlyPrice * length, promoPercent: 0, packageTotals: [], nightly };
  return { sellPrice: best, barPrice: bestBar, promoPercent: bestPromo, packageTotals: totals, nightly };
}
