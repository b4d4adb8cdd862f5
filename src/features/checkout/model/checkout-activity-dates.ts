import type { StayCart } from '@/contracts/checkout';
import { isActivityDateOf, missingActivityDates, parseActivityDateValue, type ActivityToDate } from '@/shared/activity-dates/activity-dates';
import { PRODUCT_HASH_KEYS } from '@/shared/search-address/product-hash-keys';
import { writeProductHash } from '@/shared/search-address/product-hash';

/**
 * The stay checkout's own activity-dates step (product-and-purchase §4, §5; docs/checkout.md): a checkout address
 * without the days of a stay's activities (an old or shared link, a beneficiary's link) asks for them on the page,
 * with the shared rules the product page and the beneficiary's calendar use (src/shared/activity-dates), and keeps
 * them in the address's `activityDates` (the key table, PRODUCT_HASH_KEYS). The order is placed only with all of them:
 * the server refuses it otherwise (400 `activityDates`). Pure.
 */

export type CheckoutActivityDates = {
  /** the programme's activities that need a date on this stay (2 nights or more), once each, in the programme's order */
  activities: ActivityToDate[];
  /** the day chosen per activity, from the address (a value naming another activity or a day outside the stay is no choice) */
  chosen: Record<number, string>;
  /** the activities still without a day, in the programme's order */
  missing: number[];
};

/** The stay's activities that need a date, as the server's cart says (`programLines[].needsDate`), once each. */
export function activitiesToDate(cart: Pick<StayCart, 'programLines'>): ActivityToDate[] {
  const seen = new Set<number>();
  return cart.programLines.flatMap((line) => {
    if (!line.needsDate || seen.has(line.activityId)) return [];
    seen.add(line.activityId);
    return [{ activityId: line.activityId, title: line.title }];
  });
}

/** What the step shows and whether the order may be placed: the cart's activities, the address's choices, the missing ones. */
export function checkoutActivityDates(cart: Pick<StayCart, 'programLines' | 'criteria'>, inAddress: readonly string[]): CheckoutActivityDates {
  const activities = activitiesToDate(cart);
  const { nights } = cart.criteria;
  const chosen: Record<number, string> = {};
  for (const value of inAddress) {
    const parsed = parseActivityDateValue(value);
    if (parsed && activities.some((a) => a.activityId === parsed.activityId) && isActivityDateOf(value, parsed.activityId, nights)) chosen[parsed.activityId] = value;
  }
  const ids = activities.map((a) => a.activityId);
  return { activities, chosen, missing: missingActivityDates(chosen, ids, nights) };
}

/** The values the address keeps for these choices: one per activity of the step, in the programme's order. */
export const activityDatesOfChoice = (activities: readonly ActivityToDate[], chosen: Readonly<Record<number, string>>): string[] =>
  activities.flatMap((a) => (chosen[a.activityId] ? [chosen[a.activityId]] : []));

/**
 * The checkout's hash with its `activityDates` replaced by `values` (left out when empty); every other key is kept as
 * it was written, in its place.
 */
export function hashWithActivityDates(hash: string, values: readonly string[]): string {
  const { key } = PRODUCT_HASH_KEYS.activityDates;
  const kept = hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== key);
  const written = values.length > 0 ? writeProductHash({ activityDates: [...values] }) : '';
  const parts = written ? [...kept, written] : kept;
  return parts.length > 0 ? `#${parts.join('&')}` : '';
}
