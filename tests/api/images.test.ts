/** @jest-environment node */
// The picture route draws only what the catalog shows, keeps its disk cache under its budget (least recently used
// out) and rate-limits drawing per client: enumerating ids neither fills the disk nor keeps the CPU busy.
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NextApiRequest, NextApiResponse } from 'next';
import { isKnownImage } from '@/server/http/catalog-images';
import { DRAWING_VERSION } from '@/server/db/images/scene';
import { DiskImageCache } from '@/server/http/image-cache';
import { createImageRoute } from '@/server/http/image-route';
import { SharedRateLimiter } from '@/server/rate-limit/limiters';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';

type Answer = { status: number; body: unknown };

async function get(handler: ReturnType<typeof createImageRoute>, file: string, ip = '192.0.2.50'): Promise<Answer> {
  const answer: Answer = { status: 200, body: undefined };
  const res = {
    headersSent: false,
    setHeader: () => res,
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(value: unknown) {
      answer.body = value;
      return res;
    },
    send(value: unknown) {
      answer.body = value;
      return res;
    },
  };
  await handler({ method: 'GET', headers: {}, socket: { remoteAddress: ip }, query: { key: [file] } } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}

describe('catalog pictures', () => {
  let t: SeededTestDb;
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'escapade-image-cache-'));
    dirs.push(dir);
    return dir;
  };
  /** Keys the catalog shows, of every source. */
  let known: string[];
  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: null });
    const list = async (table: 'hotel' | 'offer' | 'room' | 'gift_box') => JSON.parse((await t.db.selectFrom(table).select('images').limit(1).executeTakeFirstOrThrow()).images) as string[];
    const banner = await t.db.selectFrom('targeted_banner').select(['image_key', 'image_mobile_key']).limit(1).executeTakeFirstOrThrow();
    const block = await t.db.selectFrom('gift_block').select(['image_s', 'image_l']).limit(1).executeTakeFirstOrThrow();
    const theme = await t.db.selectFrom('vocabulary').select(['id', 'code']).where('kind', '=', 'theme').limit(1).executeTakeFirstOrThrow();
    const city = await t.db.selectFrom('place_name').select('place_id').where('kind', '=', 'city').limit(1).executeTakeFirstOrThrow();
    // The content service's pages: a block's picture and a page's social image (docs/home-and-cms.md).
    const content = await t.db.selectFrom('cms_page').select(['content', 'seo_image']).where('seo_image', 'is not', null).where('content', 'like', '%"key":"%').limit(1).executeTakeFirstOrThrow();
    known = [
      /"key":"([^"]+)"/.exec(content.content)![1],
      content.seo_image!,
      ...(await list('hotel')).slice(0, 2),
      ...(await list('offer')).slice(0, 2),
      ...(await list('room')).slice(0, 1),
      ...(await list('gift_box')).slice(0, 1),
      banner.image_key,
      banner.image_mobile_key,
      block.image_s,
      `banner-${theme.code}-${theme.id}-0`,
      `village-header-${city.place_id}-0`,
      'mountain-header-0-0',
      // An activity's pictures (the programme's dialog, the activity-only page): vocabulary id 18 is the kayak trip.
      'activity-kayak-18-0',
      'activity-kayak-18-2',
    ];
  }, 180_000);
  afterAll(async () => {
    await t?.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('knows every kind of picture the catalog shows', async () => {
    for (const key of known) expect([key, await isKnownImage(t.db, key)]).toEqual([key, true]);
  });

  it.each([
    ['an id no hotel or offer has', 'sea-wellness-99999999-0'],
    ['a variant past the list', 'KNOWN-HOTEL-VARIANT'],
    ['a room that does not exist', 'room-double-99999999-0'],
    ['a header of another scene', 'sea-header-0-0'],
    ['a header variant', 'village-header-0-3'],
    ['a theme banner with the wrong code', 'banner-nope-1-0'],
    ['a gift box position with another theme', 'box-nope-1-0'],
    ['an activity with another code', 'activity-surf_lesson-18-0'],
    ['an activity variant past its three', 'activity-kayak-18-3'],
    ['an activity that does not exist', 'activity-kayak-999-0'],
  ])('refuses %s', async (_case, key) => {
    const hotelKey = known[0];
    const name = key === 'KNOWN-HOTEL-VARIANT' ? hotelKey.replace(/-\d+$/, '-9') : key;
    expect(await isKnownImage(t.db, name)).toBe(false);
  });

  it('draws known pictures and answers 404 JSON, without drawing, for keys of the right shape the catalog lacks', async () => {
    const dir = tempDir();
    const route = createImageRoute({ db: () => t.db, cache: () => new DiskImageCache({ dir, maxBytes: 50_000_000 }), limiter: { take: () => ({ allowed: true }) } });
    expect((await get(route, `${known[0]}.jpg`)).status).toBe(200);
    const unknown = await Promise.all(Array.from({ length: 20 }, (_, i) => get(route, `sea-wellness-${90_000_000 + i}-0.jpg`)));
    expect(unknown.map((a) => a.status)).toEqual(Array(20).fill(404));
    expect(unknown[0].body).toMatchObject({ error: 'not_found', message: expect.any(String) });
    expect(readdirSync(dir)).toEqual([`d${DRAWING_VERSION}-${known[0]}.jpg`]);
  });

  it('keeps the disk cache under its budget, dropping the least recently used pictures', async () => {
    const dir = tempDir();
    const budget = 60_000;
    const cache = new DiskImageCache({ dir, maxBytes: budget });
    const route = createImageRoute({ db: () => t.db, cache: () => cache, limiter: { take: () => ({ allowed: true }) } });
    const files = [...known.map((k) => `${k}.jpg`), ...known.map((k) => `${k}.webp`)];
    const sizes: number[] = [];
    for (const file of files) {
      expect((await get(route, file)).status).toBe(200);
      sizes.push(await cache.size());
    }
    // Between two sweeps a process writes at most a tenth of the budget, plus the picture (under 20 kB) that triggers one.
    expect(Math.max(...sizes)).toBeLessThanOrEqual(budget + budget / 10 + 20_000);
    await cache.sweep();
    expect(await cache.size()).toBeLessThanOrEqual(budget);
    expect(readdirSync(dir).length).toBeLessThan(files.length);

    // Least recently used first: an old file goes, a recently read one stays.
    const old = join(dir, 'zz-old.jpg');
    writeFileSync(old, Buffer.alloc(budget));
    utimesSync(old, new Date(0), new Date(0));
    const kept = readdirSync(dir).find((name) => name !== 'zz-old.jpg')!;
    await cache.get(kept);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await cache.sweep();
    expect(readdirSync(dir)).not.toContain('zz-old.jpg');
    expect(readdirSync(dir)).toContain(kept);
  });

  it('rate-limits drawing per client (pictures already on disk are not counted)', async () => {
    const dir = tempDir();
    const limiter = new SharedRateLimiter('image-render-test', { capacity: 3, refillPerSecond: 0.01 }, () => t.db);
    const route = createImageRoute({ db: () => t.db, cache: () => new DiskImageCache({ dir, maxBytes: 50_000_000 }), limiter });
    const statuses = [];
    for (const key of known.slice(0, 5)) statuses.push((await get(route, `${key}.jpg`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await get(route, `${known[0]}.jpg`)).status).toBe(200);
    expect((await get(route, `${known[4]}.jpg`, '192.0.2.51')).status).toBe(200);
    const limited = await get(route, `${known[5]}.jpg`);
    expect(limited.body).toMatchObject({ error: 'rate_limited', message: expect.any(String) });
  });
});
