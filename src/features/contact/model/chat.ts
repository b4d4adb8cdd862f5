/**
 * The chat messenger's gating (product-and-purchase §2.10) and hours (§1: 'Chat 9 to 6 Monday to Friday'). The
 * messenger exists only with an app id, in Spain or in production, and never in customer-care mode.
 */
import type { Locale, TimeZone } from '@/lib/locales';
import { todayAt } from '@/lib/days';

export type ChatGate = {
  /** CHAT_APP_ID: none by default */
  appId: string | null | undefined;
  locale: Locale;
  /** a production server (NODE_ENV=production) */
  production: boolean;
  customerCare: boolean;
};

export function isChatEnabled({ appId, locale, production, customerCare }: ChatGate): boolean {
  if (customerCare || !appId?.trim()) return false;
  return locale === 'es-ES' || production;
}

/** Monday to Friday (ISO weekdays 1-5), 9:00 until 18:00 on the point of sale's clock. */
export const CHAT_HOURS = { firstWeekday: 1, lastWeekday: 5, opensAt: 9, closesAt: 18 } as const;

/** ISO weekday (Monday 1 … Sunday 7) of a yyyy-MM-dd day. */
const isoWeekday = (day: string): number => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

/** Whether someone answers the chat at `now` in the point of sale's zone. */
export function isChatOpen(now: Date, timeZone: TimeZone): boolean {
  const clock = todayAt(timeZone, now);
  const weekday = isoWeekday(clock.day);
  if (weekday < CHAT_HOURS.firstWeekday || weekday > CHAT_HOURS.lastWeekday) return false;
  return clock.hour >= CHAT_HOURS.opensAt && clock.hour < CHAT_HOURS.closesAt;
}

/** The messenger's address for this visitor: `{appId}` and `{locale}` of CHAT_MESSENGER_URL filled in. */
export function chatMessengerUrl(template: string, appId: string, locale: Locale): string {
  return template.replaceAll('{appId}', encodeURIComponent(appId)).replaceAll('{locale}', encodeURIComponent(locale.replace('-', '_')));
}
