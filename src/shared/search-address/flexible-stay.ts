/**
 * A flexible search (issue 36): a length and one to three months instead of exact dates. "A weekend in March" is
 * `{ arrival: 'weekend', nights: 2, months: ['2027-03'] }`: a Friday or Saturday arrival for 2 nights, the catalog
 * finding each offer's cheapest such stay. Pure rules: the caller passes the point of sale's clock.
 */
import { firstStayDay, monthOf, type YearMonth } from '@/lib/days';
import { FLEXIBLE_ARRIVALS, flexibleMonthsFrom, MAX_FLEXIBLE_MONTHS, type FlexibleArrival, type FlexibleDates, type FlexibleNights, type Flow } from '@/contracts/search-criteria';

export { FLEXIBLE_ARRIVALS, FLEXIBLE_MONTHS_AHEAD, FLEXIBLE_NIGHTS, MAX_FLEXIBLE_MONTHS, type FlexibleArrival, type FlexibleNights } from '@/contracts/search-criteria';

/** The stay asked: the contract's flexible dates (the months sorted, distinct, among `flexibleMonthChoices`). */
export type FlexibleStay = FlexibleDates;
/** A weekend is two nights unless the visitor asks for one (Friday → Sunday, Saturday → Monday). */
export const DEFAULT_FLEXIBLE_NIGHTS: FlexibleNights = 2;

/** Flexible dates are for stays with dates: the booking and hotel flows (not gifts, which have none, nor activities). */
export const flexibleInFlow = (flow: Flow): boolean => flow === 'booking' || flow === 'hotel';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const readYearMonth = (raw: string): YearMonth | undefined => (YEAR_MONTH.test(raw) ? raw : undefined);
export const readArrival = (raw: string | undefined): FlexibleArrival | undefined => (FLEXIBLE_ARRIVALS as readonly string[]).find((a) => a === raw?.trim()) as FlexibleArrival | undefined;

/**
 * The months a visitor may choose: the twelve from the current month at the point of sale, the current one left out
 * once it holds no check-in any more (its last day after 20:00).
 * flexibleMonthChoices({ day: '2026-11-30', hour: 21 }) → ['2026-12', …, '2027-10'] (11 months)
 */
export function flexibleMonthChoices(today: { day: string; hour: number }): YearMonth[] {
  const firstMonth = monthOf(firstStayDay(today));
  return flexibleMonthsFrom(today.day).filter((month) => month >= firstMonth);
}

/** Nights asked, brought to 1 or 2: one night stays one, anything else (two or more, or none) is the weekend's two. */
export const flexibleNightsOf = (nights: number | undefined): FlexibleNights => (nights === 1 ? 1 : DEFAULT_FLEXIBLE_NIGHTS);

/**
 * The flexible stay a search keeps, or undefined: an arrival rule and at least one month still among the choices
 * at `today`; the first three such months in the order given, then sorted.
 * flexibleStayOf({ arrival: 'weekend', months: ['2027-04', '2025-01', '2027-03'] }, today) → { arrival: 'weekend', nights: 2, months: ['2027-03', '2027-04'] }
 */
export function flexibleStayOf(
  raw: { arrival?: FlexibleArrival; nights?: number; months?: readonly string[] } | undefined,
  today: { day: string; hour: number },
): FlexibleStay | undefined {
  if (!raw?.arrival || !raw.months) return undefined;
  const choices = flexibleMonthChoices(today);
  const months = [...new Set(raw.months)].filter((m) => choices.includes(m)).slice(0, MAX_FLEXIBLE_MONTHS).sort();
  return months.length > 0 ? { arrival: raw.arrival, nights: flexibleNightsOf(raw.nights), months } : undefined;
}
