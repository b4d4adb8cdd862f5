import type { Locale } from '@/lib/locales';

/**
 * Partner minisites (product-and-purchase §2.15, §3, §9; docs/minisites.md): what the landing page gets from its
 * loader, the cookie that tags a visit, and the booking-window rule both sides read.
 */

/** The first-party cookie holding the minisite a visit came through (its id); read by the order call. */
export const MINISITE_COOKIE = 'escapade-minisite';

/** The payment methods a minisite booking may use: electronic only (§9: card, online wallet; the card's hosted page takes both). */
export const MINISITE_PAYMENT_METHODS = ['card'] as const;

export type BookingWindowState = 'upcoming' | 'open' | 'ended';

/** Days inclusive, `YYYY-MM-DD`, compared with the point of sale's today. */
export function bookingWindowState(window: { start: string; end: string }, today: string): BookingWindowState {
  if (today < window.start) return 'upcoming';
  if (today > window.end) return 'ended';
  return 'open';
}

export type MinisiteView = {
  id: number;
  slug: string;
  partnerName: string | null;
  locale: Locale;
  banner: { desktop: string; mobile: string };
  logoUrl: string | null;
  footer: string | null;
  window: { start: string; end: string; state: BookingWindowState };
};

/** A minisite id as a cookie holds it (a positive integer), or null. */
export function minisiteIdOf(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}
