import { LOCALES, TIME_ZONES, toCatalogLocale, type TimeZone } from '@/lib/locales';
import type { CatalogLocaleCode } from './common';
import type { Quote } from './quote.schema';

/** Error codes a quote may carry (product-and-purchase §5 and §8); the first one is what the visitor is told about. */
export const QUOTE_ERROR_CODES = [
  'PRODUCT_ID_REQUIRED',
  'CHECKIN_IN_PAST',
  'PACKAGE_NOT_AVAILABLE_AT_CHECKIN',
  'MIN_STAY',
  'MAX_NIGHTS',
  'CAPACITY_EXCEEDED',
  'NO_ROOM_LEFT',
  'OFFER_EXPIRED',
  'OFFER_NOT_BOOKABLE',
] as const;
export type QuoteErrorCode = (typeof QUOTE_ERROR_CODES)[number];

/** The texts of §5, in English as the spec writes them (the site shows its own translated message). */
export const QUOTE_TEXTS = {
  productIdRequired: 'Product ID is required',
  notBookable: 'The offer is not bookable with these criterias',
  quoteError: 'Quote error',
  fetchError: 'An unexpected error occurred while fetching the quote',
} as const;

/** The point of sale's time zone: the order cut-off (20:00) and "today" are read there (TIME_ZONES of src/lib/locales.ts). */
export const POINT_OF_SALE_TIME_ZONES: Record<CatalogLocaleCode, TimeZone> = Object.fromEntries(LOCALES.map((l) => [toCatalogLocale(l), TIME_ZONES[l]])) as Record<CatalogLocaleCode, TimeZone>;

/** Past this hour (local time of the point of sale) today can no longer be booked as a check-in (§9). */
export { ORDER_CUTOFF_HOUR } from '@/lib/days';
/** A stay quote's promotion is shown from this rounded percent (§5, §9). */
export const STAY_PROMO_MIN_PERCENT = 10;
/** The rooms-left warning shows at this many rooms or fewer (§9). */
export const ROOMS_LEFT_WARNING = 3;
/** The struck reference price is the lowest price of the previous this-many days (EU Omnibus). */
export const REFERENCE_PRICE_DAYS = 30;
export const MAX_ACTIVITY_SELECTIONS = 20;

/** Criteria fields the server may adjust when `smartcapacity` is on. */
export const ADJUSTABLE_FIELDS = ['nights', 'activitySelectionList'] as const;

/** What the visitor is told about a quote (§5): null when it is bookable with price info. */
export function quoteErrorMessage(quote: Pick<Quote, 'bookable' | 'priceInfo' | 'errors'> | null | undefined): string | null {
  if (!quote) return QUOTE_TEXTS.quoteError;
  if (quote.bookable && quote.priceInfo) return null;
  const first = quote.errors[0];
  if (first) return first.code || first.message || QUOTE_TEXTS.notBookable;
  return QUOTE_TEXTS.notBookable;
}

/** Errors that mark the chosen check-in as unavailable in the calendar (§5). */
export const flagsUnavailableDate = (quote: Pick<Quote, 'errors'> | null | undefined): boolean =>
  !!quote?.errors.some((e) => e.code === 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN' || e.code === 'CHECKIN_IN_PAST');

/** An activity date as the quote and the page carry it: `<activityId>_<dayIndex from check-in>`. */
export const activitySelection = (activityId: number, dayIndex: number): string => `${activityId}_${dayIndex}`;
export function parseActivitySelection(value: string): { activityId: number; dayIndex: number } | null {
  const match = /^(\d{1,9})_(\d{1,2})$/.exec(value);
  return match ? { activityId: Number(match[1]), dayIndex: Number(match[2]) } : null;
}

export type {
  QuoteQuery,
  LiveQuoteQuery,
  PriceInfo,
  LocalTaxInfo,
  CancellationPolicy,
  ProgramLine,
  ReservationCriteria,
  CriteriaChange,
  ModifiedReservationCriteria,
  QuoteError,
  Quote,
  PriceChange,
  LiveQuote,
  AutoDiscountLine,
} from './quote.schema';
