import type { Kysely } from 'kysely';
import type { AvailabilityDay, HotelAvailabilitiesQuery, HotelAvailabilitiesResponse } from '@/contracts/hotel-availabilities';
import type { CatalogLocale, Database } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import { openNightsFromSearchIndex } from '../search';
import { findHotel, findOpenNights, findStayOffersOfHotel } from './availability.repository';
import { addDays, dayRange, monthStart, todayAt } from '@/lib/days';
import { byOffer, dayPositions, nightGrid, openRuns } from './night-grid';
import { centsFromEuros, eurosOf, formatMoney, wholeEurosUp } from '@/lib/money';

/** Stays may run past the last requested day: read this many more nights. */
const TAIL_NIGHTS = 14;

type Best = { perNight: number; total: number; minLos: number; promo: number };

/**
 * Per day of the requested months, the cheapest stay of the hotel starting that day: for each published stay offer
 * open that night, a stay of its minimum length (the offer's minimum nights, or the night's minimum stay when
 * longer) on consecutive open nights with a room left; the day shows the lowest price per night among them.
 * Days before today, or without such a stay, are null.
 */
export async function hotelAvailabilities(
  db: Kysely<Database>,
  query: HotelAvailabilitiesQuery,
  today: string = todayAt(query.locale, new Date()).day,
): Promise<HotelAvailabilitiesResponse> {
  const hotel = await findHotel(db, query.hotelId);
  if (!hotel) throw new NotFoundError(`Hotel ${query.hotelId}`);
  const month = query.month ?? today.slice(0, 7);
  const first = monthStart(month);
  const last = addDays(monthStart(month, query.length), -1);
  const days = dayRange(first, last);
  const bestByDay: (Best | null)[] = days.map(() => null);

  const offers = hotel.active === 1 && last >= today ? await findStayOffersOfHotel(db, hotel.id, today) : [];
  if (offers.length > 0) {
    const from = first < today ? today : first;
    const span = days.length + TAIL_NIGHTS;
    const ids = offers.map((o) => o.id);
    const to = addDays(last, TAIL_NIGHTS);
    // The search index holds every night in memory: read them there once it is loaded, else from the table (same rows).
    const rows = byOffer(openNightsFromSearchIndex(db, ids, from, to) ?? (await findOpenNights(db, ids, from, to)));
    const positions = dayPositions(first, span);
    for (const offer of offers) {
      const grid = nightGrid(rows.get(offer.id) ?? [], positions);
      const run = openRuns(grid);
      for (let i = 0; i < days.length; i++) {
        const night = grid[i];
        if (!night || run[i] === 0 || days[i] < today) continue;
        const minLos = Math.max(1, offer.min_nights, night.min_stay);
        if (minLos > offer.max_nights || run[i] < minLos) continue;
        let total = 0;
        for (let k = i; k < i + minLos; k++) total += grid[k]!.price;
        const perNight = total / minLos;
        const best = bestByDay[i];
        if (!best || perNight < best.perNight || (perNight === best.perNight && total < best.total)) {
          bestByDay[i] = { perNight, total, minLos, promo: night.promo_percent };
        }
      }
    }
  }
  return { days: toDays(days, bestByDay, query.locale) };
}

function toDays(days: string[], bestByDay: (Best | null)[], locale: CatalogLocale): Record<string, AvailabilityDay | null> {
  const amounts = bestByDay.map((b) => (b ? wholeEurosUp(b.perNight) : null));
  const monthMin = new Map<string, number>();
  amounts.forEach((amount, i) => {
    if (amount === null) return;
    const m = days[i].slice(0, 7);
    monthMin.set(m, Math.min(monthMin.get(m) ?? Infinity, amount));
  });
  const out: Record<string, AvailabilityDay | null> = {};
  days.forEach((day, i) => {
    const best = bestByDay[i];
    const amount = amounts[i];
    out[day] =
      best && amount !== null
        ? {
            price: formatMoney(centsFromEuros(amount), locale, { decimals: 'none' }),
            amount,
            minLos: best.minLos,
            displayTotalPrice: eurosOf(best.total),
            day,
            promo: best.promo,
            bestPriceOfTheMonth: monthMin.get(day.slice(0, 7)) === amount,
          }
        : null;
  });
  return out;
}
