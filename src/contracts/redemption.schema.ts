import { z } from 'zod';
import './zod';
import { catalogLocale, int, isoDate, isoMonth } from './common.schema';
import { GIFT_CODE_INPUT_MAX, MAX_GIFT_CODES } from './redemption';

export * from './redemption';

/** A gift code as typed: letters, digits, spaces and dashes (normalised and checked on the server). */
export const giftCodeInput = z
  .string()
  .trim()
  .min(1, 'Mandatory field')
  .max(GIFT_CODE_INPUT_MAX)
  .regex(/^[A-Za-z0-9 -]+$/, 'Unknown code');

/** Codes given as payment with a cart or an order (distinct, at most MAX_GIFT_CODES). */
export const giftCodesInput = z.array(giftCodeInput).max(MAX_GIFT_CODES).optional();

/** POST /api/beneficiary/login */
export const beneficiaryLoginSchema = z.object({ code: giftCodeInput, locale: catalogLocale });

const rowId = z.number().int().min(1).max(2 ** 31 - 1);

/**
 * POST /api/beneficiary/offers and /facets: what the gift of the beneficiary's session buys, filtered by the facets
 * (§7 criteria): stars, region, a hotel (its packages), a check-in day and nights (only the stays bookable then). An
 * unknown field is refused (400), not ignored.
 */
export const beneficiaryOffersSchema = z
  .object({
    locale: catalogLocale,
    page: int(0, 500).default(0),
    stars: z.array(z.number().int().min(1).max(5)).max(5).default([]),
    regionId: rowId.nullable().default(null),
    hotelId: rowId.nullable().default(null),
    checkin: isoDate.nullable().default(null),
    nights: z.number().int().min(1).max(14).nullable().default(null),
  })
  .strict();
export type BeneficiaryOffersRequest = z.infer<typeof beneficiaryOffersSchema>;

/**
 * GET packageCheckinPrices.json (§7): locale, month yyyy-MM, nights, family (2 adults by default), giftPrice. With the
 * beneficiary's session only: the nights are the search's (`stayNights`: never fewer than the session's gift's), the gift
 * the session's (`giftPrice` is the spec's, not trusted).
 */
export const checkinPricesQuerySchema = z.object({
  offerId: int(1, 2 ** 31 - 1),
  locale: catalogLocale,
  month: isoMonth,
  nights: int(1, 14).optional(),
  length: int(1, 3).default(1),
  adult: int(1, 20).default(2),
  child: int(0, 10).default(0),
  baby: int(0, 10).default(0),
  giftPrice: int(0, 100_000_000).optional(),
});
export type CheckinPricesQuery = z.infer<typeof checkinPricesQuerySchema>;

/** POST /api/beneficiary/logout: nothing but JSON (the session is the cookie's). */
export const beneficiaryLogoutSchema = z.object({});
