import type { StayCart } from '@/contracts/checkout';
import { addDays } from '@/lib/days';

/**
 * The programme as the recap lists it: each line of the offer with the day it is planned on, an activity that needs
 * a date on the day the visitor chose (`<activityId>_<dayIndex>` from check-in), else on its planned day.
 */
export type ProgrammeItem = { key: string; title: string; day: string | null };

export function programmeOf(cart: Pick<StayCart, 'programLines' | 'criteria'>): ProgrammeItem[] {
  const chosen = new Map<number, number>();
  for (const value of cart.criteria.activityDates) {
    const [id, day] = value.split('_').map(Number);
    if (Number.isInteger(id) && Number.isInteger(day)) chosen.set(id, day);
  }
  return cart.programLines.map((line, index) => {
    const dayIndex = line.needsDate ? chosen.get(line.activityId) : undefined;
    return { key: `${line.activityId}-${index}`, title: line.title, day: line.needsDate ? (dayIndex === undefined ? null : addDays(cart.criteria.checkin, dayIndex)) : null };
  });
}
