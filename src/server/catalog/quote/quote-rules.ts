import type { CatalogLocaleCode } from '@/contracts/common';
import {
  ROOMS_LEFT_WARNING,
  parseActivitySelection,
  type CriteriaChange,
  type LocalTaxInfo,
  type ProgramLine,
  type QuoteErrorCode,
} from '@/contracts/quote';
import { addDays, isPastCutoff, todayAt } from '@/lib/days';
import { fitsRoom, type Family } from '../prices/family';
import { percentOf, type Cents } from '@/lib/money';

/** The pure rules of a stay quote (product-and-purchase §5), each tested with a table and a fixed clock. */

/** CHECKIN_IN_PAST for a check-in before the point of sale's today, or today once its clock reads 20:00. */
export function checkinError(checkin: string, locale: CatalogLocaleCode, now: Date): 'CHECKIN_IN_PAST' | null {
  const today = todayAt(locale, now);
  return checkin < today.day || isPastCutoff(checkin, today) ? 'CHECKIN_IN_PAST' : null;
}

/** What an offer row tells the quote about itself (product.repository.ts `ProductOfferRow`). */
export type QuotedOffer = { published: number; hotel_active: number; expires_at: string | null; item_category: string; max_nights: number };

/** An offer that can never be quoted today, or null. */
export function offerError(offer: QuotedOffer, today: string): 'OFFER_EXPIRED' | 'OFFER_NOT_BOOKABLE' | null {
  if (offer.published !== 1 || offer.hotel_active !== 1 || (offer.expires_at !== null && offer.expires_at < today)) return 'OFFER_EXPIRED';
  if (offer.item_category === 'activity' || offer.max_nights < 1) return 'OFFER_NOT_BOOKABLE';
  return null;
}

export type NightRules = { minNights: number; maxNights: number; checkinMinStay: number | null };

/**
 * The nights to quote. The minimum is the offer's, or the check-in night's minimum stay when longer. With
 * smartcapacity a length outside [minimum, maximum] is moved to the nearest bound and reported; without, it is an error.
 * A minimum above the maximum cannot be met: MIN_STAY.
 */
export function adjustNights(requested: number, rules: NightRules, smart: boolean): { nights: number; change: CriteriaChange | null; error: QuoteErrorCode | null } {
  const min = Math.max(1, rules.minNights, rules.checkinMinStay ?? 1);
  const max = rules.maxNights;
  if (min > max) return { nights: requested, change: null, error: 'MIN_STAY' };
  if (requested < min) {
    return smart ? { nights: min, change: { field: 'nights', requested, applied: min, reason: 'MIN_STAY' }, error: null } : { nights: requested, change: null, error: 'MIN_STAY' };
  }
  if (requested > max) {
    return smart ? { nights: max, change: { field: 'nights', requested, applied: max, reason: 'MAX_NIGHTS' }, error: null } : { nights: requested, change: null, error: 'MAX_NIGHTS' };
  }
  return { nights: requested, change: null, error: null };
}

/**
 * Activity dates kept for the quote: entries naming an activity of the program on a day of the stay; a later entry
 * for the same activity replaces an earlier one (§4). Anything dropped is reported.
 */
export function adjustActivitySelections(requested: readonly string[], program: readonly Pick<ProgramLine, 'activityId' | 'needsDate'>[], nights: number): { list: string[]; change: CriteriaChange | null } {
  const choosable = new Set(program.filter((l) => l.needsDate).map((l) => l.activityId));
  const byActivity = new Map<number, string>();
  for (const value of requested) {
    const parsed = parseActivitySelection(value);
    if (!parsed || !choosable.has(parsed.activityId) || parsed.dayIndex >= nights) continue;
    byActivity.delete(parsed.activityId);
    byActivity.set(parsed.activityId, `${parsed.activityId}_${parsed.dayIndex}`);
  }
  const list = [...byActivity.values()];
  const same = list.length === requested.length && list.every((v, i) => v === requested[i]);
  return { list, change: same ? null : { field: 'activitySelectionList', requested: [...requested], applied: list, reason: 'ACTIVITY_DATE' } };
}

export type QuoteNight = { day: string; closed: number; rooms_left: number; min_stay: number };

/** Why these nights cannot be sold, or null: every night from check-in must exist, be open and have a room left. */
export function nightsError(nights: readonly (QuoteNight | undefined)[]): QuoteErrorCode | null {
  if (nights.some((n) => !n || n.closed === 1)) return 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN';
  if (nights.some((n) => n!.rooms_left <= 0)) return 'NO_ROOM_LEFT';
  return null;
}

/** CAPACITY_EXCEEDED when the family does not fit the room (the family rule: prices/family.ts). */
export const capacityError = (family: Family, maxCapacity: number | null): QuoteErrorCode | null => (fitsRoom(family, maxCapacity) ? null : 'CAPACITY_EXCEEDED');

/** §1: a per-night price is rounded up (to the cent). */
export const pricePerNight = (total: number, nights: number): number => (nights > 0 ? Math.ceil(total / nights) : total);

export type HotelTax = { type: 'PER_PERSON_PER_NIGHT' | 'BOOKING_PERCENTAGE' | null; amount: number | null; percentage: number | null; paidAtHotel: boolean };

/**
 * The tourist tax for a stay: per adult and night (children and babies exempt), or a percentage of the stay price
 * rounded to the cent. Null without a tax; totalAmount null without dates.
 */
export function localTaxOf(tax: HotelTax, stay: { adult: number; nights: number; price: number } | null): LocalTaxInfo | null {
  if (tax.type === null) return null;
  let total: number | null = null;
  if (stay) total = tax.type === 'PER_PERSON_PER_NIGHT' ? (tax.amount ?? 0) * stay.adult * stay.nights : percentOf(stay.price as Cents, tax.percentage ?? 0);
  return {
    type: tax.type,
    amount: tax.type === 'PER_PERSON_PER_NIGHT' ? tax.amount : null,
    percentage: tax.type === 'BOOKING_PERCENTAGE' ? tax.percentage : null,
    currency: 'EUR',
    toBePaidAtHotel: tax.paidAtHotel,
    totalAmount: total,
  };
}

/** What is paid at the hotel apart from the price: the tax when the hotel collects it, else 0 (it is in the price). */
export const localTaxToPayAtHotel = (tax: LocalTaxInfo | null): number => (tax && tax.toBePaidAtHotel ? (tax.totalAmount ?? 0) : 0);

/** Last day to modify or cancel for free: check-in minus the offer's cancellation days; null when not cancellable. */
export const cancellationDeadline = (checkin: string, cancellable: boolean, days: number): string | null => (cancellable ? addDays(checkin, -days) : null);

/** The rooms-left warning (§9): shown at 3 rooms or fewer. */
export const roomsAmountMessage = (roomsLeft: number | null): { roomsLeft: number } | null =>
  roomsLeft !== null && roomsLeft > 0 && roomsLeft <= ROOMS_LEFT_WARNING ? { roomsLeft } : null;

/** A flash deal: every night carries a promotion of 20 % or more. */
export const FLASH_DEAL_PERCENT = 20;
export const isFlashDeal = (promos: readonly number[]): boolean => promos.length > 0 && promos.every((p) => p >= FLASH_DEAL_PERCENT);

/** Program line type from the activity's code and group: breakfast, dinner, extra (no group), activity. */
export function programLineType(code: string, groupId: number | null): ProgramLine['type'] {
  if (code === 'breakfast') return 'breakfast';
  if (code.includes('dinner')) return 'dinner';
  if (groupId === null || code === 'bubbles_in_room' || code === 'late_checkout') return 'extra';
  return 'activity';
}
