import type { Flow } from '@/contracts/search-criteria';

/** Guest limits of §5 (a, c, b in the hash). */
export const GUEST_LIMITS = {
  adults: { min: 1, max: 20, default: 2 },
  children: { min: 0, max: 10, default: 0 },
  babies: { min: 0, max: 10, default: 0 },
} as const;

/** Activity-only search: 1 to 2 participants, default 2 (§5). */
export const ACTIVITY_PARTICIPANTS = { min: 1, max: 2, default: 2 } as const;

export type Guests = { adults: number; children: number; babies: number; singleRoom: boolean };

export const DEFAULT_GUESTS: Guests = { adults: 2, children: 0, babies: 0, singleRoom: false };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Guests as a search can carry them in a flow:
 * - counts clamped to their limits (adults 1-20, children and babies 0-10);
 * - single room forced on when children or babies are above 0, otherwise as chosen;
 * - gifting fixes 2 adults, no children, no babies (§4 "Flow change");
 * - the activity flow counts participants only: adults 1-2, no children, no babies.
 *
 * normaliseGuests({ adults: 30, children: 1, babies: 0, singleRoom: false }, 'booking')
 *   → { adults: 20, children: 1, babies: 0, singleRoom: true }
 */
export function normaliseGuests(guests: Guests, flow: Flow): Guests {
  if (flow === 'gifting') return { ...DEFAULT_GUESTS };
  if (flow === 'activity') {
    return { adults: clamp(guests.adults, ACTIVITY_PARTICIPANTS.min, ACTIVITY_PARTICIPANTS.max), children: 0, babies: 0, singleRoom: false };
  }
  const adults = clamp(guests.adults, GUEST_LIMITS.adults.min, GUEST_LIMITS.adults.max);
  const children = clamp(guests.children, GUEST_LIMITS.children.min, GUEST_LIMITS.children.max);
  const babies = clamp(guests.babies, GUEST_LIMITS.babies.min, GUEST_LIMITS.babies.max);
  return { adults, children, babies, singleRoom: children > 0 || babies > 0 || guests.singleRoom };
}
