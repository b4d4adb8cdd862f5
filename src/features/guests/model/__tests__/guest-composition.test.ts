/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_GUESTS,
  GENERIC_STEPPER,
  PARTICIPANTS,
  canDecrementGuest,
  canIncrementGuest,
  decrementGuest,
  guestCompositionFrom,
  guestsForFlow,
  incrementGuest,
  isGuestSelectorDisabled,
  participantsFrom,
  setGuestCount,
  setParticipants,
  setSingleRoom,
  type GuestComposition,
  type GuestKind,
} from '../guest-composition';

const guests = (adults: number, children: number, babies: number, singleRoom = children + babies > 0): GuestComposition => ({
  adults,
  children,
  babies,
  singleRoom,
});

describe('guest counts', () => {
  it.each<[string, GuestComposition, GuestKind, number, GuestComposition]>([
    ['adults to the minimum', guests(2, 0, 0), 'adults', 1, guests(1, 0, 0)],
    ['adults below the minimum ignored', guests(1, 0, 0), 'adults', 0, guests(1, 0, 0)],
    ['adults to the maximum', guests(19, 0, 0), 'adults', 20, guests(20, 0, 0)],
    ['adults above the maximum ignored', guests(20, 0, 0), 'adults', 21, guests(20, 0, 0)],
    ['children to 10', guests(2, 9, 0), 'children', 10, guests(2, 10, 0)],
    ['children above 10 ignored', guests(2, 10, 0), 'children', 11, guests(2, 10, 0)],
    ['children below 0 ignored', guests(2, 0, 0), 'children', -1, guests(2, 0, 0)],
    ['babies to 10', guests(2, 0, 9), 'babies', 10, guests(2, 0, 10)],
    ['babies above 10 ignored', guests(2, 0, 10), 'babies', 11, guests(2, 0, 10)],
    ['fractions ignored', guests(2, 0, 0), 'adults', 2.5, guests(2, 0, 0)],
    ['NaN ignored', guests(2, 0, 0), 'children', Number.NaN, guests(2, 0, 0)],
    ['a child turns single room on', guests(2, 0, 0, false), 'children', 1, guests(2, 1, 0, true)],
    ['a baby turns single room on', guests(2, 0, 0, false), 'babies', 1, guests(2, 0, 1, true)],
    ['no child nor baby turns it off', guests(2, 1, 0, true), 'children', 0, guests(2, 0, 0, false)],
    ['babies left keep it on', guests(2, 1, 1, true), 'children', 0, guests(2, 0, 1, true)],
    ['an adult change recomputes it', guests(2, 0, 0, true), 'adults', 3, guests(3, 0, 0, false)],
  ])('%s', (_name, start, kind, value, expected) => {
    expect(setGuestCount(start, kind, value)).toEqual(expected);
  });

  it('returns the very same composition for an ignored change', () => {
    const start = guests(20, 10, 10);
    expect(setGuestCount(start, 'adults', 21)).toBe(start);
    expect(incrementGuest(start, 'children')).toBe(start);
    expect(decrementGuest(guests(1, 0, 0), 'adults')).toEqual(guests(1, 0, 0));
  });

  it.each<[GuestComposition, GuestKind, boolean, boolean]>([
    [guests(1, 0, 0), 'adults', true, false],
    [guests(20, 0, 0), 'adults', false, true],
    [guests(2, 0, 0), 'children', true, false],
    [guests(2, 10, 0), 'children', false, true],
    [guests(2, 0, 10), 'babies', false, true],
  ])('%p %s: + %p, - %p', (composition, kind, up, down) => {
    expect(canIncrementGuest(composition, kind)).toBe(up);
    expect(canDecrementGuest(composition, kind)).toBe(down);
    expect(incrementGuest(composition, kind)[kind]).toBe(composition[kind] + (up ? 1 : 0));
    expect(decrementGuest(composition, kind)[kind]).toBe(composition[kind] - (down ? 1 : 0));
  });

  it('lets the visitor switch single room until the next count change', () => {
    const alone = setSingleRoom(guests(1, 0, 0, false), true);
    expect(alone.singleRoom).toBe(true);
    expect(setGuestCount(alone, 'adults', 2).singleRoom).toBe(false);
  });
});

describe('guest composition from untrusted input', () => {
  it.each<[string, Parameters<typeof guestCompositionFrom>[0], GuestComposition]>([
    ['nothing', {}, DEFAULT_GUESTS],
    ['hash strings', { adults: '3', children: '1', babies: '0' }, guests(3, 1, 0, true)],
    ['out of range adults', { adults: '0', children: '11', babies: 'x' }, guests(2, 0, 0, false)],
    ['too many adults', { adults: 21 }, guests(2, 0, 0)],
    ['explicit single room', { adults: 1, singleRoom: 'true' }, guests(1, 0, 0, true)],
    ['explicit no single room with a baby', { babies: 1, singleRoom: '0' }, guests(2, 0, 1, false)],
    ['empty strings', { adults: '', children: ' ' }, DEFAULT_GUESTS],
    ['objects', { adults: {}, children: [] }, DEFAULT_GUESTS],
  ])('%s', (_name, input, expected) => {
    expect(guestCompositionFrom(input)).toEqual(expected);
  });
});

describe('guests per flow', () => {
  it.each([
    ['booking', false],
    ['hotel', false],
    ['gifting', true],
    ['activity', true],
  ] as const)('selector disabled in %s: %p', (flow, disabled) => {
    expect(isGuestSelectorDisabled(flow)).toBe(disabled);
  });

  it.each([
    ['booking', guests(3, 2, 1)],
    ['hotel', guests(3, 2, 1)],
    ['activity', guests(3, 2, 1)],
    ['gifting', guests(2, 0, 0, false)],
  ] as const)('in %s a family of 3+2+1 searches as %p', (flow, expected) => {
    expect(guestsForFlow(guests(3, 2, 1), flow)).toEqual(expected);
  });
});

describe('activity participants', () => {
  it.each([
    [2, 1, 1],
    [1, 2, 2],
    [2, 3, 2],
    [1, 0, 1],
    [2, 1.5, 2],
  ])('from %i, choosing %p gives %i', (current, value, expected) => {
    expect(setParticipants(current, value)).toBe(expected);
  });

  it.each([
    [undefined, 2],
    ['1', 1],
    ['2', 2],
    ['3', 2],
    ['', 2],
    ['abc', 2],
    [1, 1],
  ])('participantsFrom(%p) → %i', (value, expected) => {
    expect(participantsFrom(value)).toBe(expected);
  });

  it('names its helper text and bounds', () => {
    expect(PARTICIPANTS).toEqual({ min: 1, max: 2, default: 2, helperKey: 'guests.participants.helper' });
    expect(GENERIC_STEPPER).toEqual({ min: 1, max: 20 });
  });
});
