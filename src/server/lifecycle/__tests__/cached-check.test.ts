/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { cachedCheck } from '../cached-check';

/** A check whose answers the test gives, one per call, counting the calls. */
function scriptedCheck() {
  const pending: ((ok: boolean) => void)[] = [];
  let calls = 0;
  const check = () => {
    calls++;
    return new Promise<boolean>((resolve) => pending.push(resolve));
  };
  return { check, calls: () => calls, answer: (ok: boolean) => pending.shift()?.(ok) };
}

describe('cachedCheck', () => {
  it('runs one check for callers that ask while it runs, and reuses its outcome until the cache expires', async () => {
    let clock = 0;
    const scripted = scriptedCheck();
    const ask = cachedCheck(scripted.check, { timeoutMs: 1000, cacheMs: 1000, now: () => clock });
    const first = [ask(), ask(), ask()];
    scripted.answer(true);
    expect(await Promise.all(first)).toEqual([true, true, true]);
    clock = 999;
    expect(await ask()).toBe(true);
    expect(scripted.calls()).toBe(1);
    clock = 1000;
    const again = ask();
    scripted.answer(false);
    expect(await again).toBe(false);
    expect(scripted.calls()).toBe(2);
  });

  it('answers false for a check that throws or does not settle in time', async () => {
    let clock = 0;
    const failing = cachedCheck(() => Promise.reject(new Error('connect ECONNREFUSED')), { timeoutMs: 1000, cacheMs: 0, now: () => clock });
    expect(await failing()).toBe(false);
    const hung = cachedCheck(() => new Promise<boolean>(() => undefined), { timeoutMs: 50, cacheMs: 1000, now: () => clock });
    const started = performance.now();
    expect(await hung()).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
    clock = 10;
    // A timed-out outcome is cached like any other: a hung database is not asked again by every poll.
    expect(await hung()).toBe(false);
  });
});
