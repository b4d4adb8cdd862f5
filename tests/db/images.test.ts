/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { NextApiRequest, NextApiResponse } from 'next';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageKeys, imageUrl, parseImageKey } from '@/server/db/image-keys';
import { sceneSvg } from '@/server/db/images/scene';
import { ENVIRONMENTS } from '@/server/db/seed/vocabularies';
import { DiskImageCache } from '@/server/http/image-cache';
import sharp from 'sharp';
import { createImageRoute } from '@/server/http/image-route';

// The drawing alone: every key counts as known (tests/api/images.test.ts checks the catalog rule and the cache bound).
const cache = new DiskImageCache({ dir: mkdtempSync(join(tmpdir(), 'escapade-images-')), maxBytes: 10_000_000 });
const handler = createImageRoute({ db: () => ({}) as never, cache: () => cache, limiter: { take: () => ({ allowed: true }) }, isKnown: async () => true });

function call(key: string[]) {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
  const res = {
    setHeader: (name: string, value: string) => (sent.headers[name] = value),
    status(code: number) {
      sent.status = code;
      return this;
    },
    send: (body: unknown) => (sent.body = body),
    json: (body: unknown) => (sent.body = body),
  } as unknown as NextApiResponse;
  return handler({ method: 'GET', headers: {}, socket: {}, query: { key } } as unknown as NextApiRequest, res).then(() => sent);
}

describe('catalog images', () => {
  it('round-trips keys to URLs', () => {
    const [key] = imageKeys('sea', 'wellness', 12, 1);
    expect(imageUrl(key)).toBe('/api/images/sea-wellness-12-0.jpg');
    expect(parseImageKey(key)).toEqual({ scene: 'sea', motif: 'wellness', id: 12, variant: 0 });
  });

  it('draws a different picture per environment and theme, the same one for the same key', () => {
    expect(sceneSvg('sea', 'wellness', 1, 0)).toBe(sceneSvg('sea', 'wellness', 1, 0));
    expect(sceneSvg('sea', 'wellness', 1, 0)).not.toBe(sceneSvg('mountain', 'wellness', 1, 0));
    expect(sceneSvg('sea', 'wellness', 1, 0)).not.toBe(sceneSvg('sea', 'romantic', 1, 0));
  });

  // 'countryside' used to fall through to a flat colour block (a blue one on some keys): each environment is a landscape.
  it.each(ENVIRONMENTS.map((e) => e.code.toLowerCase()))('draws %s as a landscape, not a flat block', async (scene) => {
    for (let id = 1; id <= 6; id++) {
      const svg = sceneSvg(scene, 'romantic', id, 0);
      // A sky over the whole canvas, never a plain colour painted over all of it.
      expect(svg).toContain('fill="url(#sky)"');
      expect(svg).not.toMatch(/<rect width="1200" height="800" fill="#/);
      const { data } = await sharp(Buffer.from(svg)).resize(60, 40).raw().toBuffer({ resolveWithObject: true });
      const counts = new Map<string, number>();
      for (let i = 0; i < data.length; i += 3) {
        const bucket = `${data[i] >> 5},${data[i + 1] >> 5},${data[i + 2] >> 5}`;
        counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
      }
      const largest = Math.max(...counts.values()) / (data.length / 3);
      expect({ scene, id, largest: largest < 0.6, colours: counts.size >= 5 }).toEqual({ scene, id, largest: true, colours: true });
    }
  });

  it('serves a cacheable JPEG', async () => {
    const sent = await call(['city-gastronomy-3-1.jpg']);
    expect(sent.status).toBe(200);
    expect(sent.headers['Content-Type']).toBe('image/jpeg');
    expect(sent.headers['Cache-Control']).toContain('immutable');
    expect((sent.body as Buffer).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('never serves a picture an older drawing left in the disk cache', async () => {
    await cache.put('countryside-romantic-5-0.jpg', Buffer.from('a flat blue block drawn by version 1'));
    const sent = await call(['countryside-romantic-5-0.jpg']);
    expect(sent.status).toBe(200);
    expect((sent.body as Buffer).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('answers 404 for anything else', async () => {
    expect((await call(['..', 'etc', 'passwd'])).status).toBe(404);
    expect((await call(['sea-wellness.png'])).status).toBe(404);
  });
});
