import { percentOff } from '@/lib/percent';
/** The two formats of a gift box (§3): digital by e-mail, physical by post. */
export const GIFT_FORMATS = ['digital', 'physical'] as const;
export type GiftFormat = (typeof GIFT_FORMATS)[number];

/** The code suffix of each format, after the dash: `WELLNESS1N-EBOX` is digital, `WELLNESS1N-PBOX` physical (§3). */
export const FORMAT_SUFFIX: Record<GiftFormat, string> = { digital: 'EBOX', physical: 'PBOX' };

/** The format a box code names by its suffix; a code without the physical suffix is digital (the default format, §4). */
export function formatOfCode(code: string): GiftFormat {
  return code.toUpperCase().endsWith(`-${FORMAT_SUFFIX.physical}`) ? 'physical' : 'digital';
}

/** The same box in another format: its code with the other suffix (`ROMANCE1N-EBOX` → `ROMANCE1N-PBOX`). */
export function codeInFormat(code: string, format: GiftFormat): string {
  const dash = code.lastIndexOf('-');
  const base = dash > 0 ? code.slice(0, dash) : code;
  return `${base}-${FORMAT_SUFFIX[format]}`;
}

/** The listing shows only the boxes whose code ends in EBOX (§2.5): each box once, in its digital format. */
export const isListedBox = (code: string): boolean => code.toUpperCase().endsWith(`-${FORMAT_SUFFIX.digital}`);

/** The box promo is shown only above this percentage (§5, §9). */
export const BOX_PROMO_MIN_PERCENT = 5;

/**
 * The promo of a box: floor((1 - value / reference) * 100) when above 5 %, else 0 (nothing shown).
 * A missing or non-positive reference, or a value at or above it, is no promo. Amounts in integer cents.
 */
export function boxPromo(value: number, referencePrice: number): number {
  if (!(referencePrice > 0) || !(value >= 0) || value >= referencePrice) return 0;
  // (reference - value) × 100 / reference is the same ratio without binary rounding: (1 - 9000/10000) × 100 is 9.999… in floats.
  const percent = percentOff(value, referencePrice, 'down');
  return percent > BOX_PROMO_MIN_PERCENT ? percent : 0;
}

/** Stays of a box per carousel page (§9). */
export const BOX_OFFERS_PAGE_SIZE = 8;

export type {
  GiftBoxCodeQuery,
  GiftBoxDetail,
  GiftBoxSearchQuery,
  GiftBoxSearchResponse,
  GiftBoxCard,
  GiftBoxPrice,
  GiftBoxImage,
  GiftBoxVariant,
  GiftBoxOffersQuery,
  GiftBoxStay,
  GiftBoxOffersResponse,
} from './gift-boxes.schema';

/** The box offers call's address: GET /api/boxes/{code}/offers?locale&page&limit[&performMapSearch=true]. */
export function giftBoxOffersUrl(apiBase: string, code: string, params: { locale: string; page?: number; limit?: number; performMapSearch?: boolean }): string {
  const query = new URLSearchParams({ locale: params.locale });
  if (params.page !== undefined) query.set('page', String(params.page));
  if (params.limit !== undefined) query.set('limit', String(params.limit));
  if (params.performMapSearch) query.set('performMapSearch', 'true');
  return `${apiBase}/boxes/${encodeURIComponent(code)}/offers?${query.toString()}`;
}
