import { ACTIVITY_PAX, type ActivityPaxPrice } from '@/contracts/activity-only-detail';

/** The prices of an activity keyed by number of people ('1', '2'), as the detail call gives them. */
export type PaxPrices = Readonly<Record<string, ActivityPaxPrice>>;

/** The numbers of people the panel may offer: within 1 to 2 (§5) and with a price, in increasing order. */
export function availablePeople(prices: PaxPrices): number[] {
  const counts: number[] = [];
  for (let n = ACTIVITY_PAX.min; n <= ACTIVITY_PAX.max; n++) if (prices[String(n)]) counts.push(n);
  return counts;
}

/**
 * The number of people whose price is the lowest (fewer people on a tie), or null when none is priced: where the
 * panel falls back when the asked count has no price (§4 'resets to the lowest').
 */
export function lowestPricedPeople(prices: PaxPrices): number | null {
  let best: number | null = null;
  for (const n of availablePeople(prices)) if (best === null || prices[String(n)].sellPrice < prices[String(best)].sellPrice) best = n;
  return best;
}

/** The hash's `a` as a whole number, or null when absent or not one ('a=2' → 2; 'a=x', 'a=1.5' → null). */
export function peopleOfHash(hash: string): number | null {
  const raw = new URLSearchParams(hash.replace(/^#/, '')).get('a');
  return raw !== null && /^\d{1,2}$/.test(raw) ? Number(raw) : null;
}

/**
 * The number of people the panel starts with (§2.3, §4): the hash's `a`, else 2; when that count has no price
 * (out of 1 to 2, or not sold), the lowest priced count. Null when the activity has no price at all.
 */
export function initialPeople(prices: PaxPrices, hashPeople: number | null): number | null {
  const asked = hashPeople ?? ACTIVITY_PAX.default;
  return availablePeople(prices).includes(asked) ? asked : lowestPricedPeople(prices);
}

/** A change of the number of people: taken when the new count is priced and within 1 to 2, ignored otherwise (§4, §5). */
export function changePeople(prices: PaxPrices, current: number, next: number): number {
  return availablePeople(prices).includes(next) ? next : current;
}

/** The hash with `a` set to the number of people, other keys kept ('#x=1' → 'x=1&a=2'). */
export function hashWithPeople(hash: string, people: number): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  params.set('a', String(people));
  return params.toString();
}
