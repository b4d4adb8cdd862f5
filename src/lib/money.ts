/**
 * The one owner of money (docs/money.md): amounts are integer euro cents (`Cents`), converted from the wire's euros
 * once, at the contract edge (`centsFromEuros`), and written for people by one formatter (`formatMoney`). Nothing else
 * multiplies or divides by 100 nor builds a currency `Intl.NumberFormat` (eslint.config.mjs refuses it).
 */

declare const CENTS: unique symbol;
/** An amount in integer euro cents: 12_345 is 123,45 €. A plain number is not one until it goes through a constructor. */
export type Cents = number & { readonly [CENTS]: true };

/** The one currency the site sells in. */
export const CURRENCY = 'EUR';

const CENTS_PER_EURO = 100;

/** An integer count of cents as read from the database or a cents field of a contract: 25_900 → 25_900 (rounded once if it is not whole). */
export const asCents = (amount: number): Cents => Math.round(amount) as Cents;

/** Wire euros at the contract edge, rounded once to the cent: 129.9 → 12_990, 0.1 + 0.2 → 30. */
export const centsFromEuros = (euros: number): Cents => Math.round(euros * CENTS_PER_EURO) as Cents;

/** Cents as wire euros (for contracts and analytics that speak euros): 12_990 → 129.9. */
export const eurosOf = (cents: number): number => Math.round(cents) / CENTS_PER_EURO;

/** Whole euros rounded up, float noise ignored (a per-night price shown without cents): 4_201 → 43, 4_200 → 42. */
export const wholeEurosUp = (cents: number): number => Math.ceil(cents / CENTS_PER_EURO - 1e-9) + 0;

/** Whole euros rounded down (a budget's lower bound on the price slider): 4_299 → 42. */
export const wholeEurosDown = (cents: number): number => Math.floor(cents / CENTS_PER_EURO);

/** Sum of amounts in cents. */
export const addCents = (...amounts: readonly Cents[]): Cents => amounts.reduce<number>((sum, a) => sum + a, 0) as Cents;

/** `a − b`, in cents (may be negative: a difference). */
export const subtractCents = (a: Cents, b: Cents): Cents => (a - b) as Cents;

export type Rounding = 'nearest' | 'up' | 'down';
const ROUND: Record<Rounding, (n: number) => number> = { nearest: Math.round, up: Math.ceil, down: Math.floor };

/** `amount` times a rate (0.8, 0.0225), rounded once to the cent: the one rounding rule of money arithmetic. */
export const timesRate = (amount: Cents, rate: number, rounding: Rounding = 'nearest'): Cents => ROUND[rounding](amount * rate) as Cents;

/** `percent` % of `amount`, rounded once to the cent: percentOf(25_500, 4, 'up') → 1_020. */
export const percentOf = (amount: Cents, percent: number, rounding: Rounding = 'nearest'): Cents => ROUND[rounding]((amount * percent) / CENTS_PER_EURO) as Cents;

export type MoneyOptions = {
  /**
   * `ifAny` (pages: '259 €', '49,50 €'), `always` (e-mails, invoices: '259,00 €'), `none` (whole euros, rounded:
   * facets, calendars, sliders: '259 €').
   */
  decimals?: 'ifAny' | 'always' | 'none';
  /** thousands separators as the locale writes them (default true); false writes none */
  grouping?: boolean;
  /** `always` and `exceptZero` write '+12 €' (price differences) */
  signDisplay?: 'auto' | 'always' | 'exceptZero';
};

const DECIMALS = {
  ifAny: { trailingZeroDisplay: 'stripIfInteger' },
  always: {},
  none: { minimumFractionDigits: 0, maximumFractionDigits: 0 },
} as const;

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The one way money is written for people: `cents` in `locale` ('fr-FR' or 'fr_FR'), the locale's currency format.
 * formatMoney(123_456, 'fr-FR') → '1 234,56 €'; formatMoney(25_900, 'nl-NL') → '€ 259';
 * formatMoney(25_900, 'fr-FR', { decimals: 'always' }) → '259,00 €'.
 */
export function formatMoney(cents: number, locale: string, { decimals = 'ifAny', grouping = true, signDisplay = 'auto' }: MoneyOptions = {}): string {
  const tag = locale.replace('_', '-');
  const key = `${tag}|${decimals}|${grouping}|${signDisplay}`;
  let format = formats.get(key);
  if (!format) {
    // useGrouping left to the locale when grouping: Spanish and Italian write '1000 €' but '10.000 €' (CLDR's minimum grouping digits).
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: CURRENCY, signDisplay, ...(grouping ? {} : { useGrouping: false }), ...DECIMALS[decimals] });
    formats.set(key, format);
  }
  return format.format(Math.round(cents) / CENTS_PER_EURO);
}
