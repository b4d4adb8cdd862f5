import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { userIdOf, pollUserId, USER_ID_POLL_ATTEMPTS, USER_ID_POLL_INTERVAL_MS } from '../user-id-polling';

describe('analytics user id polling (every 1 s, 5 looks)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('uses the spec constants', () => {
    expect([USER_ID_POLL_INTERVAL_MS, USER_ID_POLL_ATTEMPTS]).toEqual([1000, 5]);
  });

  // The id appears after `appearsAt` ms (null: never); what was read, when, and what was handed over.
  it.each([
    ['already there: found at once', 0, [0], 0],
    ['appears after 1.5 s: found at the third look', 1500, [0, 1000, 2000], 2000],
    ['appears at 4 s: found at the fifth and last look', 4000, [0, 1000, 2000, 3000, 4000], 4000],
    ['appears at 4.5 s: too late, five looks only', 4500, [0, 1000, 2000, 3000, 4000], null],
    ['never appears: five looks, then nothing', null, [0, 1000, 2000, 3000, 4000], null],
  ])('%s', (_, appearsAt, looks, foundAt) => {
    jest.useFakeTimers({ now: 0 });
    const readAt: number[] = [];
    let handedAt: number | null = null;
    const handed = jest.fn((id: string) => {
      handedAt = Date.now();
      return id;
    });
    pollUserId({
      read: () => {
        readAt.push(Date.now());
        return appearsAt !== null && Date.now() >= appearsAt ? '42' : null;
      },
      onFound: handed,
    });
    jest.advanceTimersByTime(10_000);
    expect(readAt).toEqual(looks);
    expect(handedAt).toBe(foundAt);
    if (foundAt !== null) expect(handed).toHaveBeenCalledWith('42');
  });

  it('stops when asked', () => {
    jest.useFakeTimers({ now: 0 });
    const read = jest.fn(() => null);
    const stop = pollUserId({ read, onFound: () => undefined });
    jest.advanceTimersByTime(1000);
    stop();
    jest.advanceTimersByTime(10_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['Qm9uam91ciBsZXMgYW1p_-', 'Qm9uam91ciBsZXMgYW1p_-'],
    ['%20Qm9uam91ciBsZXMgYW1pcw%20', 'Qm9uam91ciBsZXMgYW1pcw'],
    ['42', null],
    ['Qm9uam91ciBsZXMgYW1pcw=', null],
    ['Qm9uam91ciBsZXMgYW1pcwXY', null],
    ['Qm9uam91ciBsZXMgYW1p.w', null],
    ['%E0%A4%A', null],
    ['', null],
    [null, null],
  ])('reads the analytics id cookie %j as %j', (value, expected) => {
    expect(userIdOf(value)).toBe(expected);
  });
});
