/**
 * Date shortcuts above the calendar (search-and-discovery §9): current and next weekend, and the May campaign
 * bridges computed for the current and next year, never written down for one year.
 *
 * Ranges are check-in → check-out (the spec's 2024 examples read that way):
 * - weekend: Saturday → Sunday (1 night), weeks starting Monday, so on a Sunday the current weekend is over;
 * - Labour day (fr, be) and Puente de Mayo (es): 1 May → 5 May, every year;
 * - Ascension (fr, be): the Wednesday before Ascension Thursday → the Sunday after (Easter + 38 → Easter + 42);
 * - Pentecost (fr, be): Friday → Pentecost Sunday (Easter + 47 → Easter + 49).
 * A shortcut shows only while its check-in can still be chosen (not past, not today after 20:00) and its check-out
 * is inside the one-year window.
 */
import { easterSunday as easterOf } from '@/lib/dates/easter';
import { addDays, daysBetween, dayOfWeek, isoDay, type PointOfSaleToday, isPastCutoff } from '@/lib/days';
import { isBeyondBookingWindow, isPastDay } from './day-selectability';
import { LOCALE_LIMITS } from '@/lib/flags';

export type CampaignId = 'labourDay' | 'ascension' | 'pentecost' | 'puenteDeMayo';
export type ShortcutId = 'currentWeekend' | 'nextWeekend' | CampaignId;

export interface DateShortcut {
  id: ShortcutId;
  /** message id of the label (the UI may add the year from checkin) */
  key: (typeof SHORTCUT_MESSAGE_KEYS)[ShortcutId];
  checkin: string;
  checkout: string;
  nights: number;
}

/** Label ids, written out whole so a search for an id finds its use. */
export const SHORTCUT_MESSAGE_KEYS = {
  currentWeekend: 'calendar.shortcuts.currentWeekend',
  nextWeekend: 'calendar.shortcuts.nextWeekend',
  labourDay: 'calendar.shortcuts.labourDay',
  ascension: 'calendar.shortcuts.ascension',
  pentecost: 'calendar.shortcuts.pentecost',
  puenteDeMayo: 'calendar.shortcuts.puenteDeMayo',
} as const satisfies Record<ShortcutId, string>;

/** Points of sale where the shortcuts exist at all (the flag decides whether they are on; its limits live in flags.ts). */
export const SHORTCUT_LOCALES = LOCALE_LIMITS.calendarDateShortcuts;

const CAMPAIGNS_BY_COUNTRY: Record<'ES' | 'FR' | 'BE', readonly CampaignId[]> = {
  ES: ['puenteDeMayo'],
  FR: ['labourDay', 'ascension', 'pentecost'],
  BE: ['labourDay', 'ascension', 'pentecost'],
};

/** Easter Sunday of a year (see src/lib/dates/easter.ts): easterSunday(2026) → '2026-04-05'. */
export const easterSunday = (year: number): string => easterOf(year);

/** Ascension Thursday = Easter + 39 days. */
export const ascensionDay = (year: number): string => addDays(easterSunday(year), 39);
/** Pentecost Sunday = Easter + 49 days. */
export const pentecostSunday = (year: number): string => addDays(easterSunday(year), 49);

const shortcut = (id: ShortcutId, checkin: string, checkout: string): DateShortcut => ({
  id,
  key: SHORTCUT_MESSAGE_KEYS[id],
  checkin,
  checkout,
  nights: daysBetween(checkin, checkout),
});

/** The campaign range of one year, before any filtering: campaignRange('ascension', 2024) → 8 → 12 May 2024. */
export function campaignRange(id: CampaignId, year: number): DateShortcut {
  switch (id) {
    case 'labourDay':
    case 'puenteDeMayo':
      return shortcut(id, isoDay(year, 5, 1), isoDay(year, 5, 5));
    case 'ascension':
      return shortcut(id, addDays(ascensionDay(year), -1), addDays(ascensionDay(year), 3));
    case 'pentecost':
      return shortcut(id, addDays(pentecostSunday(year), -2), pentecostSunday(year));
  }
}

/** This week's and next week's Saturday → Sunday, weeks starting Monday (on a Sunday the current one is yesterday's). */
export function weekendRanges(now: PointOfSaleToday): { current: DateShortcut; next: DateShortcut } {
  const today = now.day;
  const weekday = dayOfWeek(today);
  const saturday = addDays(today, weekday === 0 ? -1 : 6 - weekday);
  return {
    current: shortcut('currentWeekend', saturday, addDays(saturday, 1)),
    next: shortcut('nextWeekend', addDays(saturday, 7), addDays(saturday, 8)),
  };
}

/** Still offered: the check-in can be chosen now and the check-out is inside the window. */
export function isShortcutAvailable(range: Pick<DateShortcut, 'checkin' | 'checkout'>, now: PointOfSaleToday): boolean {
  const today = now.day;
  return !isPastDay(range.checkin, today) && !isPastCutoff(range.checkin, now) && !isBeyondBookingWindow(range.checkout, today);
}

const countryOfShortcutLocale = (locale: string): 'ES' | 'FR' | 'BE' | null => {
  const dashed = locale.replace('_', '-');
  return (SHORTCUT_LOCALES as readonly string[]).includes(dashed) ? (dashed.slice(3) as 'ES' | 'FR' | 'BE') : null;
};

/**
 * The shortcuts to show: none unless the flag is on and the locale is es-ES, fr-FR, fr-BE or nl-BE; then the
 * weekends (current one hidden on Sunday) followed by the campaigns of this year and next, in date order.
 */
export function dateShortcuts({ now, enabled, locale }: { now: PointOfSaleToday; enabled: boolean; locale: string }): DateShortcut[] {
  const country = countryOfShortcutLocale(locale);
  if (!enabled || !country) return [];
  const { current, next } = weekendRanges(now);
  const year = Number(now.day.slice(0, 4));
  const campaigns = [year, year + 1]
    .flatMap((y) => CAMPAIGNS_BY_COUNTRY[country].map((id) => campaignRange(id, y)))
    .sort((a, b) => (a.checkin < b.checkin ? -1 : a.checkin > b.checkin ? 1 : 0));
  return [current, next, ...campaigns].filter((range) => isShortcutAvailable(range, now));
}
