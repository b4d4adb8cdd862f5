/**
 * Gift codes: a beneficiary's redemption of a box or a stay voucher (product-and-purchase §1, §2.13, §5, §7;
 * search-and-discovery §4) and gift cards or voucher codes as payment at the checkouts (§3 `giftcards`, issue 18 6c).
 * docs/redemption.md. Every amount in integer cents (EUR).
 *
 *   POST /api/beneficiary/login     { code, locale }                  → BeneficiaryGift + the beneficiary's session cookie
 *                                                                       (or 409 CheckoutProblem GIFT_CODE_*)
 *   POST /api/beneficiary/logout    {}                                → { ok } ('Use another code': the session ends)
 *   POST /api/beneficiary/offers    { locale, page, stars, regionId, hotelId, checkin, nights }
 *                                                                     → BeneficiaryOffersResponse (what the gift buys, §7)
 *   POST /api/beneficiary/facets    the same                          → BeneficiaryFacets
 *   GET  /api/redeem/weekend/{offerId}/packageCheckinPrices.json?locale&month&nights&adult&child&baby&giftPrice
 *                                                                     → CheckinPricesResponse (the beneficiary calendar, §7)
 *
 * The code is sent once, in the login's POST body, never in an address (kept out of access logs and the Referer),
 * rate-limited per client in the shared store. The login opens the beneficiary's session (an HttpOnly cookie, the
 * session kept on the server): every other call reads the gift from it, and answers 401 `BENEFICIARY_SESSION_ENDED`
 * without one. The login and the logout (and an order paying with the session's gift) carry the CSRF header.
 */
export const REDEMPTION_API = {
  login: '/api/beneficiary/login',
  logout: '/api/beneficiary/logout',
  offers: '/api/beneficiary/offers',
  facets: '/api/beneficiary/facets',
  checkinPrices: (offerId: number) => `/api/redeem/weekend/${offerId}/packageCheckinPrices.json`,
} as const;

// The session's end, apart so the checkouts read it without this module (their first load).
export { BENEFICIARY_SESSION_ENDED, isBeneficiarySessionEnded, type BeneficiarySessionEndReason } from './beneficiary-session';

/** Codes one order may carry (a box or stay voucher, gift cards). */
export const MAX_GIFT_CODES = 3;
/** Longest text accepted where a code is typed (spaces and dashes included). */
export const GIFT_CODE_INPUT_MAX = 40;

/** What a voucher is: a box, a stay (single voucher: STAY or SINGLEVOUCHER), a gift card (money), or an activity. */
export type GiftCodeKind = 'BOX' | 'STAY' | 'SINGLEVOUCHER' | 'GIFTCARD' | 'DIGITAL_ACTIVITY_ONLY';

/** The gift a beneficiary logged in with (a box or a stay voucher). */
export type BeneficiaryGift = {
  kind: 'BOX' | 'STAY';
  /** the code's first group, as the e-mail shows it */
  prefix: string;
  /** what the gift is worth: the supplement is the stay's price above it */
  value: number;
  /** yyyy-MM-dd, last day it can be used */
  validUntil: string;
  /** the nights it covers (the calendar's stay length) */
  nights: number;
  /** a box: its code and title */
  box: { code: string; title: string } | null;
};

export type BeneficiaryOfferCard = {
  id: number;
  label: string;
  nights: number;
  imageUrl: string;
  hotel: { id: number; label: string; stars: number; city: string; regionId: number | null };
  /** for 2 (cents): the stay's total on the search's check-in and nights, else its from price */
  price: number;
  /** the price varies by date (no check-in searched and the stay's nights are not all priced alike): 'from' */
  priceFrom: boolean;
  /** §1: max(0, price - gift value) */
  supplement: number;
  /**
   * The programme's activities that need a date on a stay of the gift's nights (§4: activities, stays of 2 nights or
   * more; the quote's rule), in the programme's order: the beneficiary chooses their days before the checkout.
   */
  activitiesToDate: { activityId: number; title: string }[];
};

export type BeneficiaryOffersResponse = { gift: BeneficiaryGift; exactMatches: BeneficiaryOfferCard[]; totalCount: number; page: number; pageSize: number };
export type FacetValue = { value: number; label: string; count: number };
export type BeneficiaryFacets = { stars: FacetValue[]; regions: FacetValue[]; hotels: FacetValue[] };

/** One day of the beneficiary calendar (§7 packageCheckinPrices): the stay from that day, null fields when not sold. */
export type CheckinPriceDay = { day: string; minLos: number | null; displayTotalPrice: number | null };
export type CheckinPricesResponse = { offerId: number; month: string; nights: number; days: CheckinPriceDay[] };

/** A code applied to a cart (§3 `giftcards`: serialNumber, usedAmount). */
export type AppliedGiftCode = { serialNumber: string; kind: GiftCodeKind; usedAmount: number; balanceAfter: number };

export const BENEFICIARY_PAGE_SIZE = 12;
/** §7 numberOfPackagesPerHotel: a hotel searched shows up to this many of its stays, on one page. */
export const BENEFICIARY_PACKAGES_PER_HOTEL = 20;
/** The longest stay a beneficiary searches: the nights beyond the gift's are in the supplement. */
export const BENEFICIARY_MAX_NIGHTS = 7;

/**
 * The nights a beneficiary's search and calendar price (docs/decisions.md): the gift's unless asked, never fewer than
 * the gift's (the gift is for its nights) nor more than BENEFICIARY_MAX_NIGHTS.
 */
export const stayNights = (giftNights: number, asked: number | null | undefined): number =>
  asked === null || asked === undefined ? giftNights : Math.min(Math.max(asked, giftNights), Math.max(giftNights, BENEFICIARY_MAX_NIGHTS));

/** A card's price reads 'from' when it varies by date: no check-in searched and its nights priced differently. */
export const priceVaries = (checkin: string | null, lowestNight: number | null, highestNight: number | null): boolean =>
  checkin === null && lowestNight !== null && highestNight !== null && lowestNight !== highestNight;

/** §1 and search-and-discovery §3: the supplement shown is the offer's price minus the gift's value, floored at 0. */
export const supplementOf = (price: number, giftValue: number): number => Math.max(0, price - giftValue);

export const REDEMPTION_DAY_STATUSES = ['included', 'supplement', 'notAvailable'] as const;
export type RedemptionDayStatus = (typeof REDEMPTION_DAY_STATUSES)[number];

/**
 * §5 and search-and-discovery §4, calendar day availability for beneficiaries: notAvailable when the day has no
 * data or its minimum stay is longer than the chosen stay; included when the price minus the gift value is not above
 * 0; otherwise supplement.
 */
export function dayStatus(day: Pick<CheckinPriceDay, 'minLos' | 'displayTotalPrice'> | null | undefined, giftValue: number, nights: number): RedemptionDayStatus {
  if (!day || day.displayTotalPrice === null || day.minLos === null) return 'notAvailable';
  if (day.minLos > nights) return 'notAvailable';
  return day.displayTotalPrice - giftValue <= 0 ? 'included' : 'supplement';
}

const isInt = (v: unknown): v is number => Number.isInteger(v);

/** The login's answer checked without zod (the beneficiary page's first load stays light). */
export function isBeneficiaryGift(value: unknown): value is BeneficiaryGift {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (v.kind === 'BOX' || v.kind === 'STAY') && typeof v.prefix === 'string' && isInt(v.value) && typeof v.validUntil === 'string' && isInt(v.nights);
}

export function isBeneficiaryOffers(value: unknown): value is BeneficiaryOffersResponse {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    isBeneficiaryGift(v.gift) &&
    isInt(v.totalCount) &&
    Array.isArray(v.exactMatches) &&
    v.exactMatches.every(
      (c) =>
        !!c &&
        typeof c === 'object' &&
        isInt((c as BeneficiaryOfferCard).id) &&
        isInt((c as BeneficiaryOfferCard).price) &&
        isInt((c as BeneficiaryOfferCard).supplement) &&
        typeof (c as BeneficiaryOfferCard).priceFrom === 'boolean' &&
        Array.isArray((c as BeneficiaryOfferCard).activitiesToDate) &&
        (c as BeneficiaryOfferCard).activitiesToDate.every((a) => !!a && isInt(a.activityId) && typeof a.title === 'string'),
    )
  );
}

export function isBeneficiaryFacets(value: unknown): value is BeneficiaryFacets {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return Array.isArray(v.stars) && Array.isArray(v.regions) && Array.isArray(v.hotels);
}

export function isCheckinPrices(value: unknown): value is CheckinPricesResponse {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    isInt(v.nights) &&
    Array.isArray(v.days) &&
    v.days.every((d) => !!d && typeof d === 'object' && typeof (d as CheckinPriceDay).day === 'string' && ((d as CheckinPriceDay).displayTotalPrice === null || isInt((d as CheckinPriceDay).displayTotalPrice)))
  );
}
