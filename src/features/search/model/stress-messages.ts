import type { OfferCard } from '@/contracts/offers';
import { isIsoDay, isNotPast, type TimeZone } from '@/shared/search-address';

export type StressColor = 'scarcity' | 'reinsurance' | 'social' | 'alert' | 'clear' | 'dark';
/** Message keys; the UI turns each into text with its values. */
export type StressKey = 'priorityLabel' | 'expiration' | 'lastMinute' | 'roomsLeft' | 'genericStress' | 'marketingLabel';
export type StressMessage = { key: StressKey; values: Record<string, string | number>; color: StressColor };
export type StressPlacement = 'badge' | 'card';

export type StressInput = {
  /** A label the catalog wants first (the offer's targeted label). */
  priorityLabel?: string | null;
  /** yyyy-MM-dd (last day) or an ISO date-time. */
  expiration?: string | null;
  lastMinute?: boolean;
  availableRooms?: number | null;
  /** A generic stress text from the catalog. */
  genericStress?: string | null;
  marketingLabels?: readonly string[];
};

/** At most 2 messages on a badge, 1 on a card (§4, §9). */
export const STRESS_LIMITS: Record<StressPlacement, number> = { badge: 2, card: 1 };
/** Rooms-left warning only at this many rooms or fewer, and only with dates. */
export const ROOMS_LEFT_MAX = 3;
/** Badge crossfade timing (§9). */
export const STRESS_CROSSFADE = { intervalMs: 3000, transitionMs: 500 } as const;

/**
 * Opacity of one of two rotating badge messages over their shared cycle, as [percent of the cycle, opacity] stops; the
 * second message runs the same stops half a cycle later. The two share one place on the picture, so they never show
 * together: the shown one fades out in the first half of the transition, the next fades in during the second half
 * (a true crossfade left both half-visible on top of each other mid-fade).
 * badgeFadeStops() → [[0, 1], [41.67, 1], [45.83, 0], [95.83, 0], [100, 1]]: each message 3000 ms, its fades included.
 */
export function badgeFadeStops({ intervalMs, transitionMs }: { intervalMs: number; transitionMs: number } = STRESS_CROSSFADE): [number, number][] {
  const half = (transitionMs / 2 / (intervalMs * 2)) * 100;
  const round = (percent: number) => Math.round(percent * 100) / 100;
  return [
    [0, 1],
    [round(50 - 2 * half), 1],
    [round(50 - half), 0],
    [round(100 - half), 0],
    [100, 1],
  ];
}

/** Colour of each message (the spec names the colours, not who gets which). */
export const STRESS_COLORS: Record<StressKey, StressColor> = {
  priorityLabel: 'dark',
  expiration: 'alert',
  lastMinute: 'scarcity',
  roomsLeft: 'scarcity',
  genericStress: 'social',
  marketingLabel: 'reinsurance',
};

/** The stress fields of an offer card. */
export function stressInputOf(offer: Pick<OfferCard, 'targetedLabel' | 'expiration' | 'lastMinute' | 'availableRooms' | 'marketingLabels'>): StressInput {
  return {
    priorityLabel: offer.targetedLabel,
    expiration: offer.expiration,
    lastMinute: offer.lastMinute,
    availableRooms: offer.availableRooms,
    marketingLabels: offer.marketingLabels,
  };
}

function notExpired(expiration: string, now: Date, timeZone: TimeZone): boolean {
  if (isIsoDay(expiration)) return isNotPast(expiration, now, timeZone);
  const at = Date.parse(expiration);
  return Number.isFinite(at) && at > now.getTime();
}

const text = (value: string | null | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

/**
 * The stress messages to show, in priority order, cut to the placement's limit:
 * priority label, expiration (while not past), last minute, rooms left (only with dates and
 * 1 to 3 rooms), generic stress, marketing labels (each, in their order).
 */
export function stressMessages(input: StressInput, context: { hasDates: boolean; now: Date; timeZone: TimeZone }, placement: StressPlacement): StressMessage[] {
  const out: StressMessage[] = [];
  const add = (key: StressKey, values: Record<string, string | number> = {}) => out.push({ key, values, color: STRESS_COLORS[key] });

  const priority = text(input.priorityLabel);
  if (priority) add('priorityLabel', { label: priority });
  const expiration = text(input.expiration);
  if (expiration && notExpired(expiration, context.now, context.timeZone)) add('expiration', { date: expiration });
  if (input.lastMinute) add('lastMinute');
  const rooms = input.availableRooms;
  if (context.hasDates && rooms != null && Number.isInteger(rooms) && rooms >= 1 && rooms <= ROOMS_LEFT_MAX) add('roomsLeft', { count: rooms });
  const generic = text(input.genericStress);
  if (generic) add('genericStress', { message: generic });
  for (const label of input.marketingLabels ?? []) {
    const value = text(label);
    if (value) add('marketingLabel', { label: value });
  }
  return out.slice(0, STRESS_LIMITS[placement]);
}
