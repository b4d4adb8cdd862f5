/**
 * Guest composition (search-and-discovery §3, §4 'Guest picker', §5; product-and-purchase §5 Pax):
 * adults 1-20, children 0-10, babies 0-10, out-of-range changes ignored, single room following children and babies;
 * fixed and disabled in the gifting flow, disabled in the activity flow, where participants count 1 to 2.
 */
import type { Flow } from '@/contracts/search-criteria';

export type GuestKind = 'adults' | 'children' | 'babies';

export interface GuestComposition {
  adults: number;
  children: number;
  babies: number;
  singleRoom: boolean;
}

export const GUEST_LIMITS: Readonly<Record<GuestKind, { min: number; max: number }>> = {
  adults: { min: 1, max: 20 },
  children: { min: 0, max: 10 },
  babies: { min: 0, max: 10 },
};

export const DEFAULT_GUESTS: Readonly<GuestComposition> = { adults: 2, children: 0, babies: 0, singleRoom: false };
/** Gift stays are sold for two adults. */
export const GIFTING_GUESTS: Readonly<GuestComposition> = { adults: 2, children: 0, babies: 0, singleRoom: false };

/** Single room follows the children and babies: singleRoomFor({children: 0, babies: 1}) → true. */
export const singleRoomFor = (composition: Pick<GuestComposition, 'children' | 'babies'>): boolean =>
  composition.children > 0 || composition.babies > 0;

export const isGuestCountValid = (kind: GuestKind, value: number): boolean =>
  Number.isInteger(value) && value >= GUEST_LIMITS[kind].min && value <= GUEST_LIMITS[kind].max;

/**
 * Sets one count; an out-of-range or non-integer value is ignored and the same composition comes back.
 * setGuestCount({adults: 2, children: 0, babies: 0, singleRoom: false}, 'children', 1) → children 1, singleRoom true.
 */
export function setGuestCount(composition: GuestComposition, kind: GuestKind, value: number): GuestComposition {
  if (!isGuestCountValid(kind, value) || composition[kind] === value) return composition;
  const next = { ...composition, [kind]: value };
  return { ...next, singleRoom: singleRoomFor(next) };
}

export const incrementGuest = (composition: GuestComposition, kind: GuestKind): GuestComposition =>
  setGuestCount(composition, kind, composition[kind] + 1);

export const decrementGuest = (composition: GuestComposition, kind: GuestKind): GuestComposition =>
  setGuestCount(composition, kind, composition[kind] - 1);

export const canIncrementGuest = (composition: GuestComposition, kind: GuestKind): boolean => composition[kind] < GUEST_LIMITS[kind].max;
export const canDecrementGuest = (composition: GuestComposition, kind: GuestKind): boolean => composition[kind] > GUEST_LIMITS[kind].min;

/** The picker's single-room switch: kept until the next count change recomputes it. */
export const setSingleRoom = (composition: GuestComposition, singleRoom: boolean): GuestComposition =>
  composition.singleRoom === singleRoom ? composition : { ...composition, singleRoom };

const countOr = (kind: GuestKind, value: unknown): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && isGuestCountValid(kind, number) ? number : DEFAULT_GUESTS[kind];
};

/**
 * A composition from untrusted input (hash a, c, b, s; storage): each missing or invalid count takes its default
 * (2 adults, 0 children, 0 babies); an explicit single-room flag is kept, else it follows children and babies.
 */
export function guestCompositionFrom(input: { adults?: unknown; children?: unknown; babies?: unknown; singleRoom?: unknown }): GuestComposition {
  const counts = { adults: countOr('adults', input.adults), children: countOr('children', input.children), babies: countOr('babies', input.babies) };
  const singleRoom =
    input.singleRoom === true || input.singleRoom === 'true' || input.singleRoom === '1'
      ? true
      : input.singleRoom === false || input.singleRoom === 'false' || input.singleRoom === '0'
        ? false
        : singleRoomFor(counts);
  return { ...counts, singleRoom };
}

/** The guest selector is disabled in the gifting and activity flows. */
export const isGuestSelectorDisabled = (flow: Flow): boolean => flow === 'gifting' || flow === 'activity';

/** The composition a flow searches with: gifting fixes 2 adults, 0 children, 0 babies; other flows keep the visitor's. */
export const guestsForFlow = (composition: GuestComposition, flow: Flow): GuestComposition =>
  flow === 'gifting' ? { ...GIFTING_GUESTS } : composition;

/** Activity search participants: 1 to 2, default 2, with the helper 'From 1 to 2 participants'. */
export const PARTICIPANTS = { min: 1, max: 2, default: 2, helperKey: 'guests.participants.helper' } as const;
/** A stepper with no limits of its own counts 1 to 20. */
export const GENERIC_STEPPER = { min: 1, max: 20 } as const;

/** Out-of-range participant counts are ignored: setParticipants(2, 3) → 2; setParticipants(2, 1) → 1. */
export const setParticipants = (current: number, value: number): number =>
  Number.isInteger(value) && value >= PARTICIPANTS.min && value <= PARTICIPANTS.max ? value : current;

/** Participants from untrusted input (hash a), defaulting to 2. */
export const participantsFrom = (value: unknown): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' ? setParticipants(PARTICIPANTS.default, number) : PARTICIPANTS.default;
};
