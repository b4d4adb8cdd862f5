import type { Modifiability, Settlement } from '@/contracts/booking-modification';
import type { OrderPaymentMethod, OrderProductType, OrderStatus } from '@/contracts/checkout';
import type { CatalogLocaleCode } from '@/contracts/common';
import { addDays, todayAt } from '@/lib/days';

export type ModifiableOrder = {
  status: OrderStatus;
  productType: OrderProductType;
  paymentMethod: OrderPaymentMethod;
  /** what gift cards and voucher codes paid (cents) */
  giftCodeAmount: number;
  cancellable: boolean;
  cancellationDeadline: string | null;
  locale: CatalogLocaleCode;
};

/**
 * Whether a booking can be modified online at `now` (product-and-purchase §2.1: modification free until the
 * deadline). `notPossible`: a gift, a booking cancelled or expired, a card payment still in progress, or a transfer
 * still awaited for a booking partly paid with gift codes (customer care handles those). A booking paid with gift
 * codes otherwise can change: its codes stay spent as they were (`settleDifference`). `closed`: the point of sale's day
 * is past the booking's deadline, or its policy has none (not modifiable, not refundable).
 */
export function modifiabilityOf(order: ModifiableOrder, now: Date): Modifiability {
  if (order.productType !== 'STAY') return 'notPossible';
  const waitingTransfer = order.status === 'pending_payment' && order.paymentMethod === 'bankTransfer';
  if (order.status !== 'confirmed' && !waitingTransfer) return 'notPossible';
  if (waitingTransfer && order.giftCodeAmount > 0) return 'notPossible';
  if (!order.cancellable || order.cancellationDeadline === null) return 'closed';
  return todayAt(order.locale, now).day > order.cancellationDeadline ? 'closed' : 'open';
}

export type Amounts = { paidNow: number; payAtHotel: number };
/** What a booking was paid with: money beforehand (`paidNow`), gift codes, what is left at the hotel, and the money refunded by earlier modifications. */
export type Paid = Amounts & { giftCodeAmount: number; refunded: number };
/** `codesCredit`: what the gift codes paid above the booking's total after the change, kept by the booking (docs/decisions.md). */
export type Settled = Amounts & { settlement: Settlement; settledAmount: number; refund: number; codesCredit: number };

/**
 * What the gift codes of a booking paid above its total (`total`): a cheaper stay leaves it with the booking instead of
 * giving it back, and a dearer one uses it first. Zero for a booking without codes (paid − refunded + at the hotel = total).
 */
export const codesCreditOf = (paid: Paid, total: number): number => Math.max(0, paid.paidNow + paid.giftCodeAmount - paid.refunded + paid.payAtHotel - total);

/**
 * How the difference between the new total and the old one is settled (docs/checkout.md, docs/decisions.md):
 * - a bank transfer still awaited asks for the new total instead (nothing was paid yet);
 * - otherwise what was paid beforehand (by card, transfer or gift codes) stays paid. Dearer: what the gift codes paid
 *   above the old total pays first (`giftCodes`), the rest is paid at the hotel (`atHotel`). Cheaper: the amount left
 *   to pay at the hotel falls first (`atHotel`); below zero the booking costs less than was paid: the money paid
 *   (`paidNow` less earlier refunds) comes back as a `refund`, and what the gift codes paid above the new total stays
 *   with the booking, not given back to them nor refunded (`giftCodes`; a box or stay voucher buys one stay, a gift
 *   card's share is not credited back), for a later dearer change or the cancellation's refund.
 * Invariant: paidNow + giftCodeAmount − refunded − refund + payAtHotel = the new total + codesCredit.
 */
export function settleDifference(order: { status: OrderStatus; paymentMethod: OrderPaymentMethod } & Amounts & Partial<Paid>, previousTotal: number, newTotal: number): Settled {
  if (order.status === 'pending_payment' && order.paymentMethod === 'bankTransfer') {
    const same = newTotal === previousTotal;
    return { paidNow: newTotal, payAtHotel: 0, settlement: same ? 'none' : 'bankTransfer', settledAmount: same ? 0 : newTotal, refund: 0, codesCredit: 0 };
  }
  const paid: Paid = { paidNow: order.paidNow, payAtHotel: order.payAtHotel, giftCodeAmount: order.giftCodeAmount ?? 0, refunded: order.refunded ?? 0 };
  const credit = codesCreditOf(paid, previousTotal);
  const difference = newTotal - previousTotal;
  const kept = { paidNow: order.paidNow, refund: 0 };
  if (difference === 0) return { ...kept, payAtHotel: order.payAtHotel, settlement: 'none', settledAmount: 0, codesCredit: credit };
  if (difference > 0) {
    const fromCodes = Math.min(credit, difference);
    const atHotel = difference - fromCodes;
    return atHotel === 0
      ? { ...kept, payAtHotel: order.payAtHotel, settlement: 'giftCodes', settledAmount: difference, codesCredit: credit - fromCodes }
      : { ...kept, payAtHotel: order.payAtHotel + atHotel, settlement: 'atHotel', settledAmount: atHotel, codesCredit: credit - fromCodes };
  }
  const atHotel = order.payAtHotel + difference;
  if (atHotel >= 0) return { ...kept, payAtHotel: atHotel, settlement: 'atHotel', settledAmount: -difference, codesCredit: credit };
  // Paid more than the new total: the money comes back first, the codes keep paying the stay.
  const surplus = -atHotel;
  const refund = Math.min(surplus, Math.max(0, paid.paidNow - paid.refunded));
  const toCodes = surplus - refund;
  return { paidNow: order.paidNow, payAtHotel: 0, settlement: refund > 0 ? 'refund' : 'giftCodes', settledAmount: refund > 0 ? refund : toCodes, refund, codesCredit: credit + toCodes };
}

/**
 * The booking's payment method after a change that leaves `payAtHotel` to pay at the hotel: a booking the gift codes
 * paid entirely (`giftCode`) that now has something to pay there is paid at the hotel for the rest (`hotel`), and one
 * whose codes pay it all again (nothing at the hotel, nothing paid in money) is `giftCode` again; others keep theirs.
 */
export function methodAfter(method: OrderPaymentMethod, amounts: Amounts & { giftCodeAmount: number }): OrderPaymentMethod {
  if (method === 'giftCode' && amounts.payAtHotel > 0) return 'hotel';
  if (method === 'hotel' && amounts.giftCodeAmount > 0 && amounts.paidNow === 0 && amounts.payAtHotel === 0) return 'giftCode';
  return method;
}

export type Guests = { adults: number; children: number; babies: number };
/** A programme line that needs a date: its activity and the day the programme plans it on (0-based from check-in). */
export type ActivityToDate = { activityId: number; dayIndex: number };
/** What a booking is: the offer, the dates, the guests and the activity days (`<activityId>_<dayIndex>`). */
export type StayChoice = Guests & { offerId: number; checkin: string; nights: number; activityDates: readonly string[] };

/** The guests of the modified booking: those the visitor asked for, else the booking's own. */
export function guestsAfter(booking: Guests, asked: Partial<Guests>): Guests {
  return { adults: asked.adults ?? booking.adults, children: asked.children ?? booking.children, babies: asked.babies ?? booking.babies };
}

const parseDay = (value: string) => {
  const match = /^(\d{1,9})_(\d{1,2})$/.exec(value);
  return match ? { activityId: Number(match[1]), dayIndex: Number(match[2]) } : null;
};

/**
 * The activity days of the modified stay, one per activity that needs a date (`<activityId>_<dayIndex>`), or null when
 * the visitor's list is not usable (an activity the stay does not date, a day outside the stay, one missing or given
 * twice). Without a list: the day the booking chose when the new stay still has it, else the programme's day.
 */
export function activityDatesAfter(toDate: readonly ActivityToDate[], booked: readonly string[], nights: number, requested?: readonly string[]): string[] | null {
  if (requested !== undefined) {
    const asked = requested.map(parseDay);
    const ids = new Set(toDate.map((l) => l.activityId));
    if (asked.some((a) => a === null || !ids.has(a.activityId) || a.dayIndex >= nights)) return null;
    const named = new Set(asked.map((a) => a!.activityId));
    if (named.size !== asked.length || named.size !== ids.size) return null;
    return toDate.map((l) => `${l.activityId}_${asked.find((a) => a!.activityId === l.activityId)!.dayIndex}`);
  }
  const chosen = new Map(booked.map(parseDay).flatMap((a) => (a ? [[a.activityId, a.dayIndex] as const] : [])));
  return toDate.map((l) => {
    const day = chosen.get(l.activityId);
    return `${l.activityId}_${day !== undefined && day < nights ? day : l.dayIndex}`;
  });
}

/** Whether two stays are the same booking: offer, dates, guests and activity days (in any order). */
export function sameStay(a: StayChoice, b: StayChoice): boolean {
  const days = (s: StayChoice) => [...s.activityDates].sort().join(',');
  return a.offerId === b.offerId && a.checkin === b.checkin && a.nights === b.nights && a.adults === b.adults && a.children === b.children && a.babies === b.babies && days(a) === days(b);
}

/** The rooms a booking holds: its offer and the nights it still holds (`order_night_hold` not released). */
export type HeldRooms = { offerId: number; days: readonly string[] };

/**
 * The booking's own rooms that count as free for a stay it could move to: the nights of that stay (from `checkin`,
 * `nights` nights) that the booking holds on that same offer, since its modification gives them back before taking the
 * new ones (in one transaction). Another offer's rooms, or held nights outside the stay, count as they are: the
 * booking never frees a room it does not hold, so no other booking gets a room twice.
 */
export function ownRoomsFor(held: HeldRooms, stay: { offerId: number; checkin: string; nights: number }): string[] {
  if (stay.offerId !== held.offerId || stay.nights < 1) return [];
  const days = new Set(held.days);
  return Array.from({ length: stay.nights }, (_, i) => addDays(stay.checkin, i)).filter((day) => days.has(day));
}
