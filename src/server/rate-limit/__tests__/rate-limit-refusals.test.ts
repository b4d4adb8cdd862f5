/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { processMetrics } from '@/server/observability/metrics.js';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';
import { SharedRateLimiter } from '../limiters';

// The rate-limit refusals metric (docs/operations-observability.md): each request a limit refuses (answered 429).
describe('rate-limit refusals in the metrics', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createMigratedTestDb({ databaseUrl: null });
  });
  afterAll(() => t?.destroy());

  const refusals = async (limit: string) => {
    const text = await processMetrics().registry.getSingleMetricAsString('escapade_rate_limit_refusals_total');
    return Number(new RegExp(`limit="${limit}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  };

  it('counts each refusal under its limit, and nothing for the requests let through', async () => {
    const limiter = new SharedRateLimiter('test-order', { capacity: 2, refillPerSecond: 0.001 }, () => t.db);
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push((await limiter.take('198.51.100.7')).allowed);
    expect(verdicts).toEqual([true, true, false, false, false]);
    expect(await refusals('test-order')).toBe(3);
    expect(await refusals('test-other')).toBe(0);
  });

  it('counts the refusals of the fallback too, when the shared store cannot answer', async () => {
    const limiter = new SharedRateLimiter('test-fallback', { capacity: 1, refillPerSecond: 0.001 }, () => {
      throw new Error('database unreachable');
    });
    expect((await limiter.take('198.51.100.8')).allowed).toBe(true);
    expect((await limiter.take('198.51.100.8')).allowed).toBe(false);
    expect(await refusals('test-fallback')).toBe(1);
  });
});
