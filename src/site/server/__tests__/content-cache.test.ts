/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { contentCache } from '../content-cache';

const dbA = {} as Kysely<Database>;
const dbB = {} as Kysely<Database>;

function counter() {
  let reads = 0;
  return { load: () => Promise.resolve(++reads), reads: () => reads };
}

describe("the content cache of a page's render", () => {
  it('reads a key once for its time, then again; each key and each database client on its own', async () => {
    let now = 1_000;
    const cached = contentCache<number>(30_000, () => now);
    const themes = counter();
    expect(await cached(dbA, 'fr_FR', themes.load)).toBe(1);
    now += 29_999;
    expect(await cached(dbA, 'fr_FR', themes.load)).toBe(1);
    expect(await cached(dbA, 'es_ES', themes.load)).toBe(2);
    expect(await cached(dbB, 'fr_FR', themes.load)).toBe(3);
    now += 1;
    expect(await cached(dbA, 'fr_FR', themes.load)).toBe(4);
    expect(themes.reads()).toBe(4);
  });

  it('shares one read between the renders under way', async () => {
    const cached = contentCache<number>(30_000, () => 0);
    const themes = counter();
    const [a, b] = await Promise.all([cached(dbA, 'k', themes.load), cached(dbA, 'k', themes.load)]);
    expect([a, b, themes.reads()]).toEqual([1, 1, 1]);
  });

  it('keeps no failure: the next render reads again', async () => {
    const cached = contentCache<number>(30_000, () => 0);
    await expect(cached(dbA, 'k', () => Promise.reject(new Error('catalog down')))).rejects.toThrow('catalog down');
    expect(await cached(dbA, 'k', () => Promise.resolve(7))).toBe(7);
  });
});
