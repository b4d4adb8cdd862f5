/**
 * Percent arithmetic (docs/money.md), the one other place besides src/lib/money.ts that multiplies or divides by 100.
 */

export type Rounding = 'nearest' | 'up' | 'down' | 'trunc';
const ROUND: Record<Rounding, (n: number) => number> = { nearest: Math.round, up: Math.ceil, down: Math.floor, trunc: Math.trunc };

/** What `price` saves on `reference`, in percent: percentOff(8_000, 10_000, 'down') → 20; 0 when it saves nothing. */
export const percentOff = (price: number, reference: number, rounding: Rounding): number => (reference > price && reference > 0 ? ROUND[rounding](((reference - price) * 100) / reference) : 0);

/** A percent as a share of one (for Intl's percent style): 80 → 0.8. */
export const shareOfPercent = (percent: number): number => percent / 100;

/** The price before a promotion of `percent`, rounded to the nearest unit: priceBefore(8_000, 20) → 10_000. */
export const priceBefore = (price: number, percent: number): number => Math.round((price * 100) / (100 - percent));

/**
 * The discount percent of the specs (search-and-discovery §5, §9): ceil(100 − 100 × price / reference), float noise
 * rounded away first (price 70, reference 100 gives 30, not 31). Callers check that there is a discount.
 */
export const discountPercentOf = (price: number, reference: number): number => Math.ceil(Math.round((100 - (100 * price) / reference) * 1e6) / 1e6);
