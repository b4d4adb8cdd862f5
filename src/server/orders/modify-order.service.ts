import type { Kysely } from 'kysely';
import type { OfferCard } from '@/contracts/offers';
import type { SearchCriteria } from '@/contracts/search-criteria';
import type { ModificationOption, ModificationOptions, ModificationOptionsRequest, ModifiedOrder, ModifyOrderRequest } from '@/contracts/booking-modification';
import type { OrderProductType } from '@/contracts/checkout';
import { searchCriteriaSchema } from '@/contracts/search-criteria.schema';
import { addDays } from '@/lib/days';
import { buildOfferCards } from '@/server/catalog/offers/offer-cards';
import { searchOffers } from '@/server/catalog/offers/offers.service';
import { familyOf, nightTotal } from '@/server/catalog/prices/family';
import type { SearchEngine } from '@/server/catalog/search';
import { resolveSearch } from '@/server/catalog/search/resolve-query';
import type { Database } from '@/server/db/database';
import { DomainError, invalidField, NotFoundError } from '@/server/errors/domain-errors';
import type { PaymentProvider } from '@/server/payments/payment-provider';
import { configuredPaymentProvider } from '@/server/payments/payment-settings';
import { checkoutProblem } from './checkout-problem';
import { enqueueModificationMail } from './modification-mail';
import { travellersAfter } from '@/shared/booking-travellers';
import { activityDatesAfter, guestsAfter, methodAfter, modifiabilityOf, ownRoomsFor, sameStay, settleDifference, type Guests, type HeldRooms, type StayChoice } from './modification-rules';
import { provenOrder, type OrderProof } from './order-access.service';
import { orderView } from './order-view';
import { changeTravellers, findHeldNights, findModificationRefunds, findTravellerNames, holdNight, insertModification, lockOrder, replaceOrderLines, updateOrder } from './modifications.repository';
import { findNights } from '@/server/catalog/product/product.repository';
import { autoDiscountColumns, findOrderById, findOrderParts, giveRoomsBack, releaseHolds, stayColumns, takeRooms, type OrderRow } from './orders.repository';
import { queueRefund, sendDueRefunds } from './payment-refunds';
import { orderLinesOf, priceStay, type PricedStay } from './stay-cart.service';
import { soldDiscountOf } from '@/server/catalog/quote/stay-discount';
import { transferDeadline } from './transfer-deadline';
import { isDeadlock, writeTransaction } from '@/server/db/write-transaction';
import { logger } from '@/lib/logging/logger.js';
import { percentOff } from '@/lib/percent';

/** Attempts at the transaction when PostgreSQL reports a deadlock (two changes taking the same nights in another order). */
const ATTEMPTS = 5;
/** At most this many of the hotel's stays are priced for one options call. */
const MAX_OPTIONS = 12;

const proofOf = (body: { email?: string; accessKey?: string }): OrderProof => (body.accessKey !== undefined ? { accessKey: body.accessKey } : { email: body.email ?? '' });

const modifiability = (order: OrderRow, now: Date) =>
  modifiabilityOf(
    {
      status: order.status,
      productType: (order.product_type ?? 'STAY') as OrderProductType,
      paymentMethod: order.payment_method,
      giftCodeAmount: Number(order.gift_code_amount ?? 0),
      cancellable: Number(order.cancellable) === 1,
      cancellationDeadline: order.cancellation_deadline,
      locale: order.locale,
    },
    now,
  );

const badRequest = invalidField;

/**
 * Prices a stay of the booking's hotel for these guests, exactly on these dates (no minimum-stay adjustment). Each
 * activity that needs a date gets the day asked (`requested`), else the day the booking chose for it when the stay
 * still has that day, else its programme's day (`activityDatesAfter`). A list of days that does not fit the stay is 400
 * naming `activityDates`. `held`: the rooms the booking still holds, counted free on the nights this stay shares with
 * them on the same offer (`ownRoomsFor`); none once the modification's transaction has given them back. The booking's
 * automatic discount, if it was sold with one, comes off the new stay too (never one it was sold without).
 */
async function priceFor(
  db: Kysely<Database>,
  order: OrderRow,
  choice: { offerId: number; checkin: string; nights: number; guests: Guests; activityDates?: readonly string[] },
  now: Date,
  held: HeldRooms = { offerId: Number(order.offer_id), days: [] },
): Promise<PricedStay> {
  const { offerId, checkin, nights, guests } = choice;
  const roomsBack = ownRoomsFor(held, { offerId, checkin, nights });
  const price = (activityDates: string[]) =>
    priceStay(db, { offerId, checkin, nights, ...guests, activityDates, locale: order.locale, insurance: Number(order.insurance_amount) > 0 }, { adjust: false, cardPayments: false, roomsBack, discount: { sold: soldDiscountOf(order) } }, now);
  const first = await price([]);
  const toDate = first.quote.programLineList.filter((l) => l.needsDate);
  const days = activityDatesAfter(toDate, JSON.parse(order.activity_dates) as string[], nights, choice.activityDates);
  if (days === null) throw badRequest('activityDates', 'Choose one day of the stay for each activity that needs a date');
  return days.length === 0 ? first : price(days);
}

/** Every activity that needs a date got one (else the stay is not offered: customer care). */
const needsActivityDates = (priced: PricedStay) =>
  priced.quote.programLineList.filter((l) => l.needsDate).length !== priced.quote.reservationCriteria.activitySelectionList.length;

type Name = { firstName: string; lastName: string };
const nameOf = (t: { first_name: string; last_name: string }): Name => ({ firstName: t.first_name, lastName: t.last_name });

/**
 * The booking's names after the change from `before` to `guests` (src/shared/booking-travellers.ts): fewer guests drop
 * the last names given, more guests take the new names asked; another count of new names is 400 naming `travellers`.
 */
function namesAfter(travellers: readonly Name[], before: Guests, guests: Guests, added: readonly Name[]) {
  const after = travellersAfter(travellers, before, guests, added);
  if ('expected' in after) {
    throw badRequest('travellers', after.expected === 0 ? 'No new traveller to name for these guests' : `Give the first and last name of each new traveller (${after.expected})`);
  }
  return after;
}

const travellersOf = async (db: Kysely<Database>, orderId: number): Promise<Name[]> =>
  (await findTravellerNames(db, orderId)).map(nameOf);

const guestsOf = (order: OrderRow): Guests => ({ adults: Number(order.adults), children: Number(order.children), babies: Number(order.babies) });

/** The booking as it is, to tell it from a change. */
const bookedStay = (order: OrderRow): StayChoice => ({ offerId: Number(order.offer_id), checkin: order.checkin ?? '', nights: Number(order.nights), ...guestsOf(order), activityDates: JSON.parse(order.activity_dates) as string[] });

/** The activities of a priced stay that need a date, with the day it is priced on. */
const activitiesOf = (priced: PricedStay) => {
  const days = new Map(priced.quote.reservationCriteria.activitySelectionList.map((v) => [Number(v.split('_')[0]), Number(v.split('_')[1])] as const));
  return priced.quote.programLineList.filter((l) => l.needsDate).map((l) => ({ activityId: l.activityId, title: l.title, dayIndex: days.get(l.activityId) ?? l.dayIndex }));
};

/**
 * POST /api/orders/{n}/modify/options: the same hotel's stays for the dates and guests asked (the booking's guests when
 * left out), as search cards with each one's total priced now, its difference with the booking and its activities to
 * date; none when the booking cannot be modified (its `modifiability` says why).
 */
export async function listModificationOptions(
  db: Kysely<Database>,
  bookingNumber: string,
  request: ModificationOptionsRequest,
  now: Date = new Date(),
  engine?: SearchEngine,
): Promise<ModificationOptions> {
  const order = await provenOrder(db, bookingNumber, proofOf(request));
  const state = modifiability(order, now);
  const family = guestsAfter(guestsOf(order), request);
  const currentTotal = Number(order.total_amount);
  const answer: ModificationOptions = {
    bookingNumber,
    modifiability: state,
    deadline: order.cancellation_deadline,
    criteria: { checkin: request.checkin, checkout: addDays(request.checkin, request.nights), nights: request.nights, ...family },
    currentTotal,
    options: [],
  };
  if (state !== 'open') return answer;
  const criteria = searchCriteriaSchema.parse({
    locale: order.locale,
    hotelId: Number(order.hotel_id),
    itemCategory: 'weekend',
    checkin: request.checkin,
    nights: request.nights,
    family,
    packagesPerHotel: 20,
    pageSize: MAX_OPTIONS,
    orderBy: 'priceAsc',
  });
  const { exactMatch } = await searchOffers(db, criteria, { now, ...(engine ? { engine } : {}) });
  // The booking's own rooms count as free (its move gives them back first): a booking holding the last room of a
  // night still finds its own offer on those nights, which the search leaves out as sold.
  const held = await heldRoomsOf(db, order);
  const cards = exactMatch.slice(0, MAX_OPTIONS);
  const ownRooms = ownRoomsFor(held, { offerId: held.offerId, checkin: request.checkin, nights: request.nights });
  if (ownRooms.length > 0 && !cards.some((c) => c.id === held.offerId)) {
    const own = await ownOfferCard(db, criteria, held.offerId, ownRooms, cards.length > 0, now);
    if (own) cards.push(own);
  }
  const priced = await Promise.all(
    cards.map(async (offer): Promise<ModificationOption | null> => {
      try {
        const stay = await priceFor(db, order, { offerId: offer.id, checkin: request.checkin, nights: request.nights, guests: family }, now, held);
        if (stay.offer.hotel_id !== Number(order.hotel_id) || needsActivityDates(stay)) return null;
        const booked = bookedStay(order);
        const current = sameStay(booked, { ...booked, offerId: offer.id, checkin: request.checkin, nights: request.nights, ...family });
        return {
          offerId: offer.id,
          offer,
          total: stay.cart.total,
          difference: stay.cart.total - currentTotal,
          cancellationDeadline: stay.cart.cancellationPolicy.cancellationDeadline,
          current,
          activities: activitiesOf(stay),
        };
      } catch (error) {
        // Not sellable on these dates for these guests (409) or gone (404): not an option.
        if (error instanceof DomainError || error instanceof NotFoundError) return null;
        throw error;
      }
    }),
  );
  answer.options = priced.filter((o): o is ModificationOption => o !== null).sort((a, b) => a.total - b.total || a.offerId - b.offerId);
  return answer;
}

/**
 * POST /api/orders/{n}/modify: moves the booking to another stay of the same hotel (offer, dates, guests, activity
 * days; what is left out stays the booking's). The stay is priced again from the database and must cost what the page showed (409 PRICE_CHANGED otherwise). One
 * write transaction locks the order, gives its nights back, takes the new ones (a conditional update: all or none, so
 * two visitors never get the last room: 409 NO_MORE_AVAILABILITY and the booking unchanged), rewrites the order and
 * its lines, settles the difference (modification-rules.ts), keeps the change in `order_modification` and queues the
 * e-mail. Free until the booking's deadline (409 MODIFICATION_CLOSED after it).
 */
export async function modifyOrder(
  db: Kysely<Database>,
  bookingNumber: string,
  request: ModifyOrderRequest,
  now: Date = new Date(),
  provider: PaymentProvider | null = configuredPaymentProvider(),
): Promise<ModifiedOrder> {
  const order = await provenOrder(db, bookingNumber, proofOf(request));
  requireOpen(order, now);
  namesAfter(await travellersOf(db, order.id), guestsOf(order), guestsAfter(guestsOf(order), request), request.travellers ?? []);
  // A first check before the write lock, the booking's own rooms counted free: a bad request or a changed price is
  // refused without locking anything. The transaction checks again once the rooms are really given back.
  await checkedPrice(db, order, request, now, await heldRoomsOf(db, order));
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await writeTransaction(db, (trx) => applyModification(trx, order.id, request, now));
      if (result.refund > 0 && result.order.payment_method === 'card' && provider) {
        await sendDueRefunds(db, provider, now).catch((error: unknown) => logger.warn({ err: error }, '[payments] refunds left for the next pass'));
      }
      return {
        order: orderView(result.order, await findOrderParts(db, result.order.id), now),
        previousTotal: result.previousTotal,
        difference: result.order.total_amount - result.previousTotal,
        settlement: result.settlement,
        settledAmount: result.settledAmount,
        releasedNights: result.releasedNights,
        heldNights: result.heldNights,
      };
    } catch (error) {
      if (attempt < ATTEMPTS && isDeadlock(error)) continue;
      throw error;
    }
  }
}

/** The rooms the booking still holds (its nights not released). */
async function heldRoomsOf(db: Kysely<Database>, order: OrderRow): Promise<HeldRooms> {
  const rows = await findHeldNights(db, order.id);
  const offerId = Number(order.offer_id);
  return { offerId, days: rows.filter((r) => Number(r.offer_id) === offerId).map((r) => r.day) };
}

/**
 * The modified stay priced for the request (guests and activity days left out: the booking's), or the refusal: the
 * booking itself (400 `checkin`), another hotel (400 `offerId`), activity days it cannot date, a total other than the
 * one shown (409 PRICE_CHANGED). `held`: the booking's rooms still held, counted free (none inside the transaction,
 * which has given them back).
 */
async function checkedPrice(db: Kysely<Database>, order: OrderRow, request: ModifyOrderRequest, now: Date, held?: HeldRooms): Promise<PricedStay> {
  const guests = guestsAfter(guestsOf(order), request);
  const priced = await priceFor(db, order, { offerId: request.offerId, checkin: request.checkin, nights: request.nights, guests, activityDates: request.activityDates }, now, held);
  if (sameStay(bookedStay(order), { offerId: request.offerId, checkin: request.checkin, nights: request.nights, ...guests, activityDates: priced.cart.criteria.activityDates })) {
    throw badRequest('checkin', 'This is already your booking: choose other dates, guests or another stay');
  }
  if (priced.offer.hotel_id !== Number(order.hotel_id)) throw badRequest('offerId', 'Choose a stay of the same hotel');
  if (needsActivityDates(priced)) throw badRequest('offerId', 'This stay needs activity dates: please contact customer care');
  if (priced.cart.total !== request.shownTotal) {
    throw checkoutProblem('PRICE_CHANGED', { priceChange: { previous: request.shownTotal, current: priced.cart.total, diff: priced.cart.total - request.shownTotal } });
  }
  return priced;
}

/**
 * The search card of the booking's own offer on the nights asked when the search left it out because the booking
 * itself holds the last room of one of them: priced as the search prices a dated stay (the nights for the family, the
 * price before promotion, the promotion), its rooms left counting the booking's own as free. Null when a night is
 * missing, closed or sold to others.
 */
async function ownOfferCard(db: Kysely<Database>, criteria: SearchCriteria, offerId: number, ownRooms: readonly string[], hasMoreOffers: boolean, now: Date): Promise<OfferCard | null> {
  const { query } = await resolveSearch(db, criteria, now);
  if (!query.stay) return null;
  const { checkin, checkout, nights } = query.stay;
  const rows = await findNights(db, offerId, checkin, addDays(checkout, -1));
  const own = new Set(ownRooms);
  const rooms = rows.map((n) => Number(n.rooms_left) + (own.has(n.day) ? 1 : 0));
  if (rows.length !== nights || rows.some((n, i) => Number(n.closed) !== 0 || rooms[i] < 1)) return null;
  const family = familyOf(query.family);
  const price = rows.reduce((sum, n) => sum + nightTotal(n, family), 0);
  const barPrice = rows.reduce((sum, n) => sum + nightTotal({ ...n, price: n.bar_price }, family), 0);
  const promo = percentOff(price, barPrice, 'trunc');
  const hit = { offerId, hotelId: Number(criteria.hotelId), price, barPrice, promo, distanceKm: null, availableRooms: Math.min(...rooms), hasMoreOffers, flexibleStay: null };
  const [card] = await buildOfferCards(db, [hit], query, criteria.locale);
  return card ?? null;
}

function requireOpen(order: OrderRow, now: Date): void {
  const state = modifiability(order, now);
  if (state === 'closed') throw checkoutProblem('MODIFICATION_CLOSED');
  if (state === 'notPossible') throw checkoutProblem('MODIFICATION_NOT_POSSIBLE');
}

async function applyModification(trx: Kysely<Database>, orderId: number, request: ModifyOrderRequest, now: Date) {
  const at = now.toISOString();
  // The order as it is now, locked (PostgreSQL; SQLite's BEGIN IMMEDIATE already runs alone): two changes of one
  // booking, or a change and a cancellation, happen one after the other.
  const order = await lockOrder(trx, orderId);
  requireOpen(order, now);
  const { holds, travellers } = await findOrderParts(trx, order.id);
  const held = holds.filter((h) => h.released_at === null).map((h) => h.day);
  const releasedNights = await giveRoomsBack(trx, Number(order.offer_id), held);
  await releaseHolds(trx, order.id, at);
  // Priced and checked again here, the booking's own rooms given back: its own nights count as free for it and for it
  // only (the rooms are still taken for everyone else until this transaction takes them again or gives them up).
  const { cart, offer, nightPrices } = await checkedPrice(trx, order, request, now);
  const days = nightPrices.map((n) => n.day);
  const heldNights = await takeRooms(trx, offer.id, days);
  if (heldNights !== days.length) throw checkoutProblem('NO_MORE_AVAILABILITY', { quoteErrors: ['NO_ROOM_LEFT'] });
  // A night this booking held before comes back to the same hold row (its key is order, offer, day).
  for (const night of nightPrices) {
    await holdNight(trx, { orderId: order.id, offerId: offer.id, day: night.day, price: night.price });
  }
  const previousTotal = Number(order.total_amount);
  // The money earlier modifications refunded: what the gift codes paid above the total is told from it (docs/decisions.md).
  const refunds = await findModificationRefunds(trx, order.id);
  const settled = settleDifference(
    {
      status: order.status,
      paymentMethod: order.payment_method,
      paidNow: Number(order.paid_now_amount),
      payAtHotel: Number(order.pay_at_hotel_amount),
      giftCodeAmount: Number(order.gift_code_amount ?? 0),
      refunded: refunds.reduce((sum, r) => sum + Number(r.settled_amount), 0),
    },
    previousTotal,
    cart.total,
  );
  // Fewer guests: the last names given are dropped (the lead stays); more guests: the new names follow the others.
  const names = namesAfter(travellers.map(nameOf), guestsOf(order), cart.criteria, request.travellers ?? []);
  const kept = travellers.slice(0, names.travellers.length - names.added.length);
  const gone = travellers.slice(kept.length).map((t) => t.id);
  const next = Math.max(-1, ...kept.map((t) => Number(t.position))) + 1;
  await changeTravellers(
    trx,
    gone,
    names.added.map((t, i) => ({ order_id: order.id, position: next + i, first_name: t.firstName, last_name: t.lastName })),
  );
  await replaceOrderLines(trx, order.id, orderLinesOf({ cart, offer }));
  await updateOrder(trx, order.id, {
    offer_id: offer.id,
    ...stayColumns(cart),
    stay_amount: cart.stayPrice,
    // The booking keeps the automatic discount it was sold with: its code and percent, on the new stay's price.
    ...autoDiscountColumns(cart),
    insurance_amount: cart.insurance ? cart.insuranceAmount : 0,
    total_amount: cart.total,
    paid_now_amount: settled.paidNow,
    pay_at_hotel_amount: settled.payAtHotel,
    // Gift codes stay spent as they were; what they leave is paid at the hotel (docs/decisions.md).
    payment_method: methodAfter(order.payment_method, { ...settled, giftCodeAmount: Number(order.gift_code_amount ?? 0) }),
    local_tax_at_hotel: cart.localTaxAtHotel,
    cancellable: cart.cancellationPolicy.cancellable ? 1 : 0,
    cancellation_deadline: cart.cancellationPolicy.cancellationDeadline,
    cancellation_message: cart.cancellationPolicy.message,
    // A transfer still awaited: its deadline follows the new stay's cancellation deadline (transfer-deadline.ts).
    ...(order.status === 'pending_payment' && order.payment_method === 'bankTransfer'
      ? { payment_expires_at: transferDeadline({ checkin: cart.criteria.checkin, cancellationPolicy: cart.cancellationPolicy }, order.locale, new Date(order.created_at)).toISOString() }
      : {}),
  });
  // A card payment's surplus goes back through the payment provider, as a cancellation's (payment-refunds.ts).
  if (settled.refund > 0 && order.payment_method === 'card' && order.paid_at && order.payment_session_id) {
    await queueRefund(trx, { orderId: order.id, sessionId: order.payment_session_id, amount: settled.refund, reason: 'modification' }, now);
  }
  await insertModification(trx, {
    order_id: order.id,
    created_at: at,
    previous_offer_id: Number(order.offer_id),
    previous_label: order.label,
    previous_checkin: order.checkin ?? '',
    previous_nights: Number(order.nights),
    previous_total: previousTotal,
    previous_adults: Number(order.adults),
    previous_children: Number(order.children),
    previous_babies: Number(order.babies),
    previous_activity_dates: order.activity_dates,
    offer_id: offer.id,
    ...stayColumns(cart),
    total: cart.total,
    difference: cart.total - previousTotal,
    settlement: settled.settlement,
    settled_amount: settled.settledAmount,
    travellers_added: JSON.stringify(names.added),
    travellers_removed: JSON.stringify(names.removed),
  });
  await enqueueModificationMail(trx, order.id, { previousTotal, settlement: settled.settlement, settledAmount: settled.settledAmount }, now);
  const updated = await findOrderById(trx, order.id);
  return { order: updated, previousTotal, settlement: settled.settlement, settledAmount: settled.settledAmount, refund: settled.refund, releasedNights, heldNights };
}


