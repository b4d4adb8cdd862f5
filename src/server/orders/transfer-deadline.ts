import type { CatalogLocaleCode } from '@/contracts/common';
import { timeZoneOf, type TimeZone } from '@/lib/locales';
import { addDays, todayAt } from '@/lib/days';

/** A bank transfer is awaited at most this long after the order (docs/payments.md 'Bank transfers'). */
export const TRANSFER_DAYS = 3;
/** Transfer is offered only when its deadline is at least this far away: a transfer takes a working day to arrive. */
export const TRANSFER_MIN_HOURS = 24;
/** The reminder e-mail goes this long before the deadline. */
export const TRANSFER_REMINDER_HOURS = 24;

const HOUR = 3_600_000;

/** The instant a day of the point of sale begins (00:00 on its wall clock): dayStart('2026-12-04', 'Europe/Paris') → 2026-12-03T23:00Z. */
export function dayStart(day: string, timeZone: TimeZone): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const wall = todayAt(timeZone, new Date(guess));
  const shown = Date.parse(`${wall.day}T${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}:00Z`);
  return new Date(guess - (shown - guess));
}

export type TransferStay = { checkin: string; cancellationPolicy: { cancellable: boolean; cancellationDeadline: string | null } };

/**
 * When an unpaid transfer releases the booking (issue 32, point 23): the earlier of 3 days after the order and the
 * end of the cancellation deadline's day on the point of sale's clock (the stay can still be given back free until
 * then); a stay with no deadline (not refundable) waits at most until its check-in day begins.
 */
export function transferDeadline(stay: TransferStay, locale: CatalogLocaleCode, placedAt: Date): Date {
  const timeZone = timeZoneOf(locale);
  const { cancellable, cancellationDeadline } = stay.cancellationPolicy;
  const until = cancellable && cancellationDeadline ? dayStart(addDays(cancellationDeadline.slice(0, 10), 1), timeZone) : dayStart(stay.checkin, timeZone);
  return new Date(Math.min(placedAt.getTime() + TRANSFER_DAYS * 24 * HOUR, until.getTime()));
}

/** Transfer is offered only when the money has at least a day to arrive before the deadline. */
export const transferOffered = (deadline: Date, now: Date): boolean => deadline.getTime() - now.getTime() >= TRANSFER_MIN_HOURS * HOUR;

/** The instant from which the reminder is due (a day before the deadline; at once when the deadline is nearer). */
export const reminderFrom = (deadline: Date): Date => new Date(deadline.getTime() - TRANSFER_REMINDER_HOURS * HOUR);
