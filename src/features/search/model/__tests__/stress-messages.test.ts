/** @jest-environment node */
import { badgeFadeStops, stressInputOf, stressMessages, type StressInput, type StressKey } from '../stress-messages';

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

describe('badge rotation', () => {
  /** Opacity at `percent` of the cycle, stops joined by straight lines (any easing keeps the zeros where they are). */
  const opacityAt = (stops: [number, number][], percent: number): number => {
    const t = ((percent % 100) + 100) % 100;
    for (let i = 1; i < stops.length; i++) {
      const [p0, o0] = stops[i - 1];
      const [p1, o1] = stops[i];
      if (t <= p1) return p1 === p0 ? o1 : o0 + ((o1 - o0) * (t - p0)) / (p1 - p0);
    }
    return stops[stops.length - 1][1];
  };

  it('never shows the two messages at once: one fades out before the other fades in', () => {
    const stops = badgeFadeStops();
    for (let percent = 0; percent < 100; percent += 0.05) {
      const first = opacityAt(stops, percent);
      const second = opacityAt(stops, percent + 50);
      expect({ percent, both: Math.min(first, second) }).toEqual({ percent, both: 0 });
      expect(first + second).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives each message its 3000 ms, fades included, the 500 ms transition being a fade-out then a fade-in', () => {
    const stops = badgeFadeStops();
    expect(stops).toEqual([[0, 1], [41.67, 1], [45.83, 0], [95.83, 0], [100, 1]]);
    const ms = (from: number, to: number) => ((to - from) / 100) * 6000;
    // Fade-in (95.83 → 100), fully shown (0 → 41.67), fade-out (41.67 → 45.83): 250 + 2500 + 250.
    expect(ms(stops[3][0], stops[4][0]) + ms(stops[0][0], stops[1][0]) + ms(stops[1][0], stops[2][0])).toBeCloseTo(3000, 0);
    expect(ms(stops[1][0], stops[2][0]) + ms(stops[3][0], stops[4][0])).toBeCloseTo(500, 0);
  });
});
