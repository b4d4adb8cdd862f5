import type { Kysely } from 'kysely';
import type { CatalogLocaleCode } from '@/contracts/common';
import type { CriteriaChange, LiveQuote, LiveQuoteQuery, ProgramLine, Quote, QuoteError, QuoteErrorCode, QuoteQuery, ReservationCriteria } from '@/contracts/quote';
import type { Database } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import { addDays, todayAt } from '@/lib/days';
import { findSupersededNights, findTrackedSince } from '../prices/price-history.repository';
import { nightTotal, type Family } from '../prices/family';
import { discountPercent, stayReferencePrice } from '../prices/reference-price';
import { findNights, findProductOffer, findProgram, type NightRowFull, type ProductOfferRow, type ProgramRow } from '../product/product.repository';
import {
  adjustActivitySelections,
  adjustNights,
  cancellationDeadline,
  capacityError,
  checkinError,
  isFlashDeal,
  localTaxOf,
  localTaxToPayAtHotel,
  nightsError,
  offerError,
  pricePerNight,
  programLineType,
  roomsAmountMessage,
} from './quote-rules';
import { discountedNights, grantedDiscount, NO_DISCOUNT, type DiscountBasis } from './stay-discount';

/** English texts of the error codes (the site shows its own translated message, §5). */
const ERROR_MESSAGES: Record<QuoteErrorCode, string> = {
  PRODUCT_ID_REQUIRED: 'Product ID is required',
  CHECKIN_IN_PAST: 'The check-in date is in the past or too late to order today',
  PACKAGE_NOT_AVAILABLE_AT_CHECKIN: 'The package is not available at this check-in for these nights',
  MIN_STAY: 'The stay is shorter than the minimum stay',
  MAX_NIGHTS: 'The stay is longer than the offer allows',
  CAPACITY_EXCEEDED: 'The room cannot take this many guests',
  NO_ROOM_LEFT: 'No room is left on one of the nights',
  OFFER_EXPIRED: 'This offer has expired',
  OFFER_NOT_BOOKABLE: 'The offer is not bookable with these criterias',
};
const error = (code: QuoteErrorCode): QuoteError => ({ code, message: ERROR_MESSAGES[code] });

export type StayCriteria = Pick<QuoteQuery, 'id' | 'checkin' | 'nights' | 'adult' | 'child' | 'baby' | 'smartcapacity' | 'activitySelectionList' | 'locale'>;

/** Program rows → program lines; activities need a date from the visitor on stays of 2 nights or more. */
export function programLines(rows: readonly ProgramRow[], nights: number): ProgramLine[] {
  return rows.map((r) => {
    const type = programLineType(r.code, r.parent_id === null ? null : Number(r.parent_id));
    return {
      activityId: Number(r.activity_id),
      title: r.label ?? r.code,
      type,
      code: r.code,
      dayIndex: Math.min(Number(r.day_index), Math.max(0, nights - 1)),
      quantity: Number(r.quantity),
      needsDate: type === 'activity' && nights >= 2,
    };
  });
}

const lastDayOfMonth = (day: string): string => addDays(`${addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);

/**
 * Prices a stay from availability (never from the browser): the §5 rules, then the nights' prices for the family, the
 * struck price of the previous 30 days, the tourist tax apart. Unknown offer: NotFoundError. `now` is the instant of
 * the quote (the point of sale's clock decides 'today' and the 20:00 cut-off; price history uses the catalog's UTC day).
 */
export async function quoteStay(db: Kysely<Database>, query: StayCriteria, now: Date = new Date(), discount: DiscountBasis = NO_DISCOUNT): Promise<Quote> {
  const offer = await findProductOffer(db, query.id, query.locale);
  if (!offer) throw new NotFoundError(`Offer ${query.id}`);
  return quoteOffer(db, offer, query, now, [], discount);
}

/**
 * The quote of an offer row already read (the detail call reuses its row). `roomsBack`: nights of this offer on which
 * one more room counts as free, for a booking modification pricing the rooms its own booking holds (they are given
 * back in the transaction that takes the new ones: docs/checkout.md, 'Modifying a booking'). `discount`: whose automatic
 * discount the stay gets (stay-discount.ts; none by default: the cards, upsells and hotel page price without it).
 */
export async function quoteOffer(
  db: Kysely<Database>,
  offer: ProductOfferRow,
  query: StayCriteria,
  now: Date,
  roomsBack: readonly string[] = [],
  discount: DiscountBasis = NO_DISCOUNT,
): Promise<Quote> {
  const today = todayAt(query.locale, now).day;
  const family: Family = { adult: query.adult, child: query.child, baby: query.baby };
  const span = Math.max(query.nights, Number(offer.max_nights), 1);
  const lastNight = addDays(query.checkin, span - 1);
  const back = new Set(roomsBack);
  const [rows, programRows, superseded] = await Promise.all([
    findNights(db, offer.id, `${query.checkin.slice(0, 7)}-01`, lastDayOfMonth(lastNight)),
    findProgram(db, offer.id, query.locale),
    findSupersededNights(db, offer.id, query.checkin, lastNight, today),
  ]);
  const nightRows = back.size === 0 ? rows : rows.map((n) => (back.has(n.day) ? { ...n, rooms_left: Number(n.rooms_left) + 1 } : n));
  // Without a superseded price the stay cost today's price all along: no struck price, whatever the history's length.
  const trackedSince = superseded.length > 0 ? await findTrackedSince(db, offer.id) : null;
  return buildQuote({ offer, query, family, now, nightRows, programRows, superseded, trackedSince, discount });
}

type QuoteInput = {
  offer: ProductOfferRow;
  query: StayCriteria;
  family: Family;
  now: Date;
  nightRows: NightRowFull[];
  programRows: ProgramRow[];
  superseded: Awaited<ReturnType<typeof findSupersededNights>>;
  trackedSince: string | null;
  discount: DiscountBasis;
};

function buildQuote({ offer, query, family, now, nightRows, programRows, superseded, trackedSince, discount }: QuoteInput): Quote {
  const today = todayAt(query.locale, now).day;
  const byDay = new Map(nightRows.map((n) => [n.day, n]));
  const errors: QuoteError[] = [];
  const changes: CriteriaChange[] = [];
  const requested: ReservationCriteria = {
    checkin: query.checkin,
    checkout: addDays(query.checkin, query.nights),
    nights: query.nights,
    ...family,
    activitySelectionList: [...query.activitySelectionList],
  };

  const blocking = offerError(offer, today) ?? checkinError(query.checkin, query.locale as CatalogLocaleCode, now) ?? capacityError(family, offer.max_capacity === null ? null : Number(offer.max_capacity));
  if (blocking) errors.push(error(blocking));
  const checkinNight = byDay.get(query.checkin);
  const lengths = adjustNights(query.nights, { minNights: Number(offer.min_nights), maxNights: Number(offer.max_nights), checkinMinStay: checkinNight ? Number(checkinNight.min_stay) : null }, query.smartcapacity);
  if (lengths.error) errors.push(error(lengths.error));
  if (lengths.change) changes.push(lengths.change);
  const nights = lengths.nights;
  const program = programLines(programRows, nights);
  const selections = adjustActivitySelections(query.activitySelectionList, program, nights);
  if (selections.change) changes.push(selections.change);

  const stayNights = Array.from({ length: nights }, (_, i) => byDay.get(addDays(query.checkin, i)));
  if (errors.length === 0) {
    const problem = nightsError(stayNights);
    if (problem) errors.push(error(problem));
  }
  const bookable = errors.length === 0;
  const sold = bookable ? (stayNights as NightRowFull[]) : [];
  const sellPrice = sold.reduce((sum, n) => sum + nightTotal(n, family), 0);
  const granted = bookable ? grantedDiscount(offer, discount) : null;
  const discounted = discountedNights(granted, sold.map((n) => nightTotal(n, family)));
  const refPrice = bookable ? stayReferencePrice(sold, superseded, family, today, trackedSince, sellPrice) : null;
  const localTax = localTaxOf(
    { type: offer.local_tax_type, amount: offer.local_tax_amount, percentage: offer.local_tax_percentage, paidAtHotel: offer.local_tax_paid_at_hotel === 1 },
    bookable ? { adult: family.adult, nights, price: sellPrice } : null,
  );
  const availableRooms = bookable ? Math.min(...sold.map((n) => Number(n.rooms_left))) : null;
  const monthTop = new Map<string, number>();
  for (const n of nightRows) if (n.closed === 0 && n.rooms_left > 0) monthTop.set(n.day.slice(0, 7), Math.max(monthTop.get(n.day.slice(0, 7)) ?? 0, Number(n.promo_percent)));

  const reservationCriteria: ReservationCriteria = { ...requested, nights, checkout: addDays(query.checkin, nights), activitySelectionList: selections.list };
  const cancellable = offer.cancellable === 1;
  return {
    productId: offer.id,
    bookable,
    priceInfo: bookable
      ? {
          sellPrice,
          refPrice,
          promoPercentageRounded: discountPercent(sellPrice, refPrice),
          moneySaved: refPrice === null ? 0 : refPrice - sellPrice,
          priceType: 'final',
          nbRooms: 1,
          nights,
          pricePerNight: pricePerNight(sellPrice, nights),
          currency: 'EUR',
        }
      : null,
    localTaxTotalAmount: localTaxToPayAtHotel(localTax),
    localTax,
    programLineList: program,
    flashDeal: bookable && isFlashDeal(sold.map((n) => Number(n.promo_percent))),
    availableRooms,
    roomsAmountMessage: roomsAmountMessage(availableRooms),
    stress: {
      bestPriceOfTheMonth: bookable && sold.every((n) => n.best_price_of_month === 1),
      highestPromoOfTheMonth: bookable && sold.every((n) => Number(n.promo_percent) > 0 && Number(n.promo_percent) === monthTop.get(n.day.slice(0, 7))),
    },
    cancellationPolicy: {
      cancellable,
      message: offer.cancellation_message ?? '',
      cancellationDeadline: cancellationDeadline(query.checkin, cancellable, Number(offer.cancellation_days)),
    },
    reservationCriteria,
    modifiedReservationCriteria: changes.length ? { requested, changes } : null,
    errors,
    autoDiscount: granted ? { ...granted, amount: discounted.amount, total: sellPrice - discounted.amount } : null,
  };
}

/**
 * The live quote of the price check (§4): the same quote read now, and its difference with the price the page showed
 * (sellPrice, before any automatic discount: the discount follows from it).
 */
export async function liveQuoteStay(db: Kysely<Database>, query: LiveQuoteQuery, now: Date = new Date(), discount: DiscountBasis = NO_DISCOUNT): Promise<LiveQuote> {
  const quote = await quoteStay(db, query, now, discount);
  const current = quote.priceInfo?.sellPrice;
  const priceChange =
    query.shownPrice === undefined || current === undefined || current === query.shownPrice ? null : { previous: query.shownPrice, current, diff: current - query.shownPrice };
  return { ...quote, priceChange };
}
