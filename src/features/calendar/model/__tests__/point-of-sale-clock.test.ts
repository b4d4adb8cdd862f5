/**
 * @jest-environment ./src/testing/device-time-zone-environment.js
 */
import { describe, expect, it, beforeAll } from '@jest/globals';
import { LOCALES, TIME_ZONES, timeZoneOf, type Locale } from '@/lib/locales';
import { parseSearchState, usableDates } from '@/shared/search-address';
import { todayAt, isPastCutoff } from '@/lib/days';
import { dayUnselectableReason } from '../day-selectability';
import { dateShortcuts } from '../date-shortcuts';
import { firstMonth } from '../month-navigation';
import { datesToRestore, serializeStoredDates } from '../stored-dates';

declare const setDeviceTimeZone: (timeZone: string) => void;

/** Devices far from the points of sale, on both sides of the date line, and one at home. */
const DEVICE_ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Australia/Sydney', 'Europe/Paris'];

describe('the points of sale\'s clocks', () => {
  it('declares one zone per locale', () => {
    expect(TIME_ZONES).toEqual({
      'fr-FR': 'Europe/Paris',
      'es-ES': 'Europe/Madrid',
      'fr-BE': 'Europe/Brussels',
      'nl-BE': 'Europe/Brussels',
      'nl-NL': 'Europe/Amsterdam',
      'it-IT': 'Europe/Rome',
    });
    expect(Object.keys(TIME_ZONES).sort()).toEqual([...LOCALES].sort());
    expect(timeZoneOf('es_ES')).toBe('Europe/Madrid');
    expect(timeZoneOf(undefined)).toBe('Europe/Paris');
  });
});

describe.each(DEVICE_ZONES)('on a device set to %s', (deviceZone) => {
  beforeAll(() => setDeviceTimeZone(deviceZone));

  it('really runs in that zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(deviceZone === 'UTC' ? 'UTC' : deviceZone);
  });

  // Winter (UTC+1) and summer (UTC+2) instants, read on each point of sale's wall clock.
  it.each<[string, Locale, { day: string; hour: number; minute: number }]>([
    ['2026-11-25T19:05:00Z', 'fr-FR', { day: '2026-11-25', hour: 20, minute: 5 }],
    ['2026-11-25T18:59:00Z', 'es-ES', { day: '2026-11-25', hour: 19, minute: 59 }],
    ['2026-11-25T23:30:00Z', 'nl-BE', { day: '2026-11-26', hour: 0, minute: 30 }],
    ['2026-07-14T18:00:00Z', 'fr-BE', { day: '2026-07-14', hour: 20, minute: 0 }],
    ['2026-07-14T21:59:00Z', 'nl-NL', { day: '2026-07-14', hour: 23, minute: 59 }],
    ['2026-07-14T22:00:00Z', 'it-IT', { day: '2026-07-15', hour: 0, minute: 0 }],
    ['2026-03-29T01:30:00Z', 'fr-FR', { day: '2026-03-29', hour: 3, minute: 30 }], // just after the spring change
    ['2026-10-25T00:30:00Z', 'es-ES', { day: '2026-10-25', hour: 2, minute: 30 }], // the autumn change's first 02:30
  ])('%s in %s reads %j', (instant, locale, expected) => {
    expect(todayAt(timeZoneOf(locale), new Date(instant))).toEqual(expected);
    expect(todayAt(locale, new Date(instant)).day).toBe(expected.day);
  });

  // The 20:00 same-day cutoff: today is a check-in until 19:59 at the point of sale, not on the device.
  it.each<[string, Locale, string, string | null]>([
    ['2026-11-25T18:59:00Z', 'fr-FR', '2026-11-25', null], // 19:59 in Paris
    ['2026-11-25T19:05:00Z', 'fr-FR', '2026-11-25', 'sameDayCutoff'], // 20:05 in Paris: 11:05 in Los Angeles
    ['2026-11-25T19:05:00Z', 'es-ES', '2026-11-26', null], // tomorrow stays choosable
    ['2026-07-14T17:59:00Z', 'it-IT', '2026-07-14', null], // 19:59 in Rome (summer time)
    ['2026-07-14T18:00:00Z', 'nl-NL', '2026-07-14', 'sameDayCutoff'], // 20:00 in Amsterdam: 03:00 on the 15th in Tokyo
    ['2026-11-25T23:30:00Z', 'nl-BE', '2026-11-25', 'past'], // 00:30 on the 26th in Brussels: 15:30 on the 25th in Los Angeles
    ['2026-11-25T23:30:00Z', 'fr-BE', '2026-11-26', null], // and the 26th is today, before 20:00
    ['2026-11-25T12:00:00Z', 'fr-FR', '2026-11-26', null], // 13:00 in Paris: already the 26th on Kiritimati, still choosable
    ['2026-11-25T12:00:00Z', 'fr-FR', '2026-11-25', null], // and the 25th is not past there
  ])('at %s in %s, %s is refused for %s', (instant, locale, day, reason) => {
    const now = todayAt(timeZoneOf(locale), new Date(instant));
    expect(dayUnselectableReason(day, { now })).toBe(reason);
    expect(isPastCutoff(day, now)).toBe(reason === 'sameDayCutoff');
  });

  it('starts the calendar on the point of sale\'s month and offers shortcuts from its day', () => {
    // 23:30 on 31 October UTC is 00:30 on 1 November in Paris, whatever the device shows.
    const now = todayAt('Europe/Paris', new Date('2026-10-31T23:30:00Z'));
    expect(firstMonth(now)).toBe('2026-11');
    // Sunday 1 November: the current weekend (31 Oct - 1 Nov) is over, the next is the 7th.
    expect(dateShortcuts({ now, enabled: true, locale: 'fr-FR' }).map((s) => s.checkin)[0]).toBe('2026-11-07');
  });

  it('puts stored dates back only while their check-in is still ahead at the point of sale', () => {
    const raw = serializeStoredDates('2026-11-25', '2026-11-27');
    const at = (instant: string) => datesToRestore({ raw, page: 'home', flow: 'booking', now: todayAt('Europe/Madrid', new Date(instant)) });
    expect(at('2026-11-25T18:59:00Z')).not.toBeNull(); // 19:59 in Madrid
    expect(at('2026-11-25T19:00:00Z')).toBeNull(); // 20:00 in Madrid
  });

  it('keeps and sends a search\'s dates by the point of sale\'s day, on the server and in the browser alike', () => {
    // 00:30 on the 26th in Rome (the 25th on a device in Los Angeles): a check-in on the 25th is past.
    const now = new Date('2026-11-25T23:30:00Z');
    const state = parseSearchState('#checkin=2026-11-25&checkout=2026-11-27', {}, now, timeZoneOf('it-IT'));
    expect(state.checkin).toBeUndefined();
    expect(usableDates({ checkin: '2026-11-25', checkout: '2026-11-27' }, now, timeZoneOf('it-IT'))).toBeNull();
    expect(usableDates({ checkin: '2026-11-26', checkout: '2026-11-27' }, now, timeZoneOf('it-IT'))).toEqual({ checkin: '2026-11-26', nights: 1 });
    // The catalog's search counts offer expiry by the same day.
    expect(todayAt('it_IT', now).day).toBe('2026-11-26');
  });
});
