/**
 * The promo jumbotron's countdown (product-and-purchase §2.9): shown only between its start and end when both are
 * given, ticking each second, stopping at zero.
 */
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

export type Countdown = { visible: false } | { visible: true; remaining: CountdownParts; done: boolean };

export const COUNTDOWN_TICK_MS = 1000;

const parse = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

export function partsOf(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/**
 * The countdown at `now`. Hidden without both dates, with an end not after the start, before the start or after the
 * end. `shownSince` is when it was first shown: a countdown already on screen stays at zero once the end has passed
 * (it stops there) instead of disappearing.
 */
export function countdownAt(now: number, startsAt: string | null | undefined, endsAt: string | null | undefined, shownSince: number | null = null): Countdown {
  const start = parse(startsAt);
  const end = parse(endsAt);
  if (start === null || end === null || end <= start) return { visible: false };
  if (now < start) return { visible: false };
  if (now > end && (shownSince === null || shownSince > end)) return { visible: false };
  const left = end - now;
  return { visible: true, remaining: partsOf(left), done: left <= 0 };
}

/** Milliseconds until the next whole second of the countdown changes (so ticks line up with the clock's seconds). */
export function nextTickIn(now: number, endsAt: string): number {
  const end = parse(endsAt);
  if (end === null) return COUNTDOWN_TICK_MS;
  const rest = (end - now) % COUNTDOWN_TICK_MS;
  return rest > 0 ? rest : COUNTDOWN_TICK_MS;
}
