/** @jest-environment node */
import { stressInputOf, stressMessages, type StressInput, type StressKey } from '../stress-messages';

const NOW = new Date('2026-11-25T10:00:00Z');
const keys = (input: StressInput, hasDates: boolean, placement: 'badge' | 'card' = 'badge', now = NOW) =>
  stressMessages(input, { hasDates, now, timeZone: 'Europe/Paris' }, placement).map((m) => m.key);

const all: StressInput = {
  priorityLabel: 'Top seller',
  expiration: '2026-11-30',
  lastMinute: true,
  availableRooms: 2,
  genericStress: 'Booked 12 times today',
  marketingLabels: ['New'],
};

describe('stressMessages', () => {
  it.each<[StressInput, boolean, StressKey[]]>([
    [all, true, ['priorityLabel', 'expiration']],
    [{ ...all, priorityLabel: null }, true, ['expiration', 'lastMinute']],
    [{ ...all, priorityLabel: '  ', expiration: null }, true, ['lastMinute', 'roomsLeft']],
    [{ ...all, priorityLabel: null, expiration: null, lastMinute: false }, true, ['roomsLeft', 'genericStress']],
    [{ ...all, priorityLabel: null, expiration: null, lastMinute: false }, false, ['genericStress', 'marketingLabel']],
    [{ availableRooms: 3 }, true, ['roomsLeft']],
    [{ availableRooms: 4 }, true, []],
    [{ availableRooms: 0 }, true, []],
    [{ availableRooms: 1 }, false, []],
    [{ expiration: '2026-11-25' }, false, ['expiration']],
    [{ expiration: '2026-11-24' }, false, []],
    [{ expiration: '2026-11-25T09:00:00Z' }, false, []],
    [{ expiration: '2026-11-25T11:00:00Z' }, false, ['expiration']],
    [{ expiration: 'soon' }, false, []],
    [{ marketingLabels: ['Eco', '', 'Family'] }, false, ['marketingLabel', 'marketingLabel']],
    [{}, true, []],
  ])('%o with dates %s → %o', (input, hasDates, expected) => {
    expect(keys(input, hasDates)).toEqual(expected);
  });

  it('shows one message on a card, the first in priority', () => {
    expect(keys({ ...all, priorityLabel: null }, true, 'card')).toEqual(['expiration']);
  });

  it('returns values and colours for the UI', () => {
    expect(stressMessages({ priorityLabel: ' Top ', availableRooms: 2, marketingLabels: ['Eco'] }, { hasDates: true, now: NOW, timeZone: 'Europe/Paris' }, 'badge')).toEqual([
      { key: 'priorityLabel', values: { label: 'Top' }, color: 'dark' },
      { key: 'roomsLeft', values: { count: 2 }, color: 'scarcity' },
    ]);
  });

  it('reads the stress fields of an offer card', () => {
    expect(
      stressInputOf({ targetedLabel: 'Top', expiration: null, lastMinute: true, availableRooms: 1, marketingLabels: ['Eco'] }),
    ).toEqual({ priorityLabel: 'Top', expiration: null, lastMinute: true, availableRooms: 1, marketingLabels: ['Eco'] });
  });
});
