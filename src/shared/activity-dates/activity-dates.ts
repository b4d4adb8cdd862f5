import { addDays } from '@/lib/days';

/**
 * Activity dates (product-and-purchase §3 'Activity dates', §4, §5): on a stay of 2 nights or more each activity of
 * the programme takes place on a day the visitor chooses, written `<activityId>_<day index from check-in>`. The
 * product page's booking panel and the beneficiary's calendar ask for them with the same rules; the quote keeps a
 * day of the stay (check-in to the last night: catalog-api.md, 'activity dates') and an order without one per
 * activity is refused (400 `activityDates`, docs/checkout.md). Pure.
 */

/** Chosen day per activity id, as the catalog's value. */
export type ActivityDates = Readonly<Record<number, string>>;

/** An activity of the programme that needs a date. */
export type ActivityToDate = { activityId: number; title: string };

/** The id of an activity's select in the step (to move the focus to the first one missing). */
export const activityDateFieldId = (activityId: number, idPrefix = 'activity-date') => `${idPrefix}-${activityId}`;

/** The catalog's value of an activity date: the activity id, an underscore, the day index from check-in. */
export const activityDateValue = (activityId: number, dayIndex: number): string => `${activityId}_${dayIndex}`;

export function parseActivityDateValue(value: string): { activityId: number; dayIndex: number } | null {
  const m = /^([1-9]\d{0,9})_(\d{1,2})$/.exec(value);
  return m ? { activityId: Number(m[1]), dayIndex: Number(m[2]) } : null;
}

/** Whether a value names this activity on a day of a stay of `nights` nights (the quote's rule: check-in to the last night). */
export function isActivityDateOf(value: string | undefined, activityId: number, nights: number): boolean {
  const parsed = parseActivityDateValue(value ?? '');
  return parsed !== null && parsed.activityId === activityId && parsed.dayIndex < nights;
}

/** The days an activity may take place: each day of the stay from check-in to the last night, as { value, date }. */
export function activityDayOptions(activityId: number, checkin: string, nights: number): { value: string; date: string }[] {
  return Array.from({ length: Math.max(0, nights) }, (_, i) => ({ value: activityDateValue(activityId, i), date: addDays(checkin, i) }));
}

/** §4: choosing a date replaces an earlier one for the same activity; a value of another activity is ignored. */
export function chooseActivityDate<T extends ActivityDates>(dates: T, activityId: number, value: string): T {
  const parsed = parseActivityDateValue(value);
  if (!parsed || parsed.activityId !== activityId) return dates;
  return { ...dates, [activityId]: value };
}

/** The activities still without a date of the stay, in the programme's order ('Please choose your activity dates.'). */
export const missingActivityDates = (dates: ActivityDates, activityIds: readonly number[], nights: number): number[] =>
  activityIds.filter((id) => !isActivityDateOf(dates[id], id, nights));

/** The hand-off's list (`activityDates` of the checkout address): one value per activity asked, in the programme's order. */
export const activityDatesList = (dates: ActivityDates, activityIds: readonly number[], nights: number): string[] =>
  activityIds.flatMap((id) => (isActivityDateOf(dates[id], id, nights) ? [dates[id]] : []));
