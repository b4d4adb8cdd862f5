/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { NextApiRequest, NextApiResponse } from 'next';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageKeys, imageUrl, parseImageKey } from '@/server/db/image-keys';
import { sceneSvg } from '@/server/db/images/scene';
import { DiskImageCache } from '@/server/http/image-cache';
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

  it('serves a cacheable JPEG', async () => {
    const sent = await call(['city-gastronomy-3-1.jpg']);
    expect(sent.status).toBe(200);
    expect(sent.headers['Content-Type']).toBe('image/jpeg');
    expect(sent.headers['Cache-Control']).toContain('immutable');
    expect((sent.body as Buffer).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('answers 404 for anything else', async () => {
    expect((await call(['..', 'etc', 'passwd'])).status).toBe(404);
    expect((await call(['sea-wellness.png'])).status).toBe(404);
  });
});
