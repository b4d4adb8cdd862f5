/** @jest-environment node */
// §3 `imagesBySize`, §9 image sizes: the catalog's answers carry each picture at the spec's named sizes, and every one
// of those addresses is served by the image route at exactly its size (read from the picture's own header).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NextApiRequest, NextApiResponse } from 'next';
import sharp from 'sharp';
import { activityOnlyDetailSchema } from '@/contracts/activity-only-detail.schema';
import { hotelDetailSchema } from '@/contracts/hotel-detail.schema';
import { ACTIVITY_IMAGE_SIZES, CARD_IMAGE_SIZES, IMAGE_SIZES, imageDimensions, type ImagesBySize, type ImageSize } from '@/contracts/image-sizes';
import { offersResponseSchema } from '@/contracts/offers.schema';
import { weekendDetailSchema } from '@/contracts/weekend-detail.schema';
import { getActivityOnlyDetail } from '@/server/catalog/activity-only/activity-only-detail.service';
import { getHotelDetail } from '@/server/catalog/hotel/hotel-detail.service';
import { searchOffers } from '@/server/catalog/offers/offers.service';
import { getWeekendDetail } from '@/server/catalog/product/weekend-detail.service';
import { DiskImageCache } from '@/server/http/image-cache';
import { createImageRoute } from '@/server/http/image-route';
import type { SeededTestDb } from '@/testing/test-db';
import { createSuiteDb, criteria, DATABASES } from './offers-helpers';

type Picture = { status: number; type?: string; body: unknown };

async function get(route: ReturnType<typeof createImageRoute>, address: string): Promise<Picture> {
  const answer: Picture = { status: 200, body: undefined };
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => {
      if (name === 'Content-Type') answer.type = value;
      return res;
    },
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
  const key = address.replace(/^\/api\/images\//, '').split('/');
  await route({ method: 'GET', headers: {}, socket: { remoteAddress: '192.0.2.60' }, query: { key } } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}

/** Each picture of a list carries exactly the sizes asked, each the picture's own address at that size. */
function expectSizes(images: readonly string[], bySize: readonly ImagesBySize[], sizes: readonly ImageSize[]) {
  expect(images.length).toBeGreaterThan(0);
  expect(bySize).toHaveLength(images.length);
  bySize.forEach((entry, i) => {
    expect(Object.keys(entry).sort()).toEqual([...sizes].sort());
    for (const size of sizes) expect(entry[size]).toBe(images[i].replace('/api/images/', `/api/images/${size}/`));
  });
}

describe.each(DATABASES)('named image sizes on %s', (_engine, url) => {
  let t: SeededTestDb;
  let cacheDir: string;
  let route: ReturnType<typeof createImageRoute>;
  beforeAll(async () => {
    t = await createSuiteDb(url);
    cacheDir = mkdtempSync(join(tmpdir(), 'escapade-image-sizes-'));
    route = createImageRoute({ db: () => t.db, cache: () => new DiskImageCache({ dir: cacheDir, maxBytes: 50_000_000 }), limiter: { take: () => ({ allowed: true }) } });
  }, 240_000);
  afterAll(async () => {
    await t?.destroy();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('are in the offer cards (640_360, 960_540), the stay, its hotel and its upsells, the hotel page and the activity-only product', async () => {
    const search = offersResponseSchema.parse(await searchOffers(t.db, criteria({ locale: 'fr_FR', pageSize: 5 })));
    for (const card of search.exactMatch) expectSizes(card.images, card.imagesBySize, CARD_IMAGE_SIZES);

    const stayId = search.exactMatch.find((card) => card.itemCategory === 'weekend')!.id;
    const stay = weekendDetailSchema.parse(await getWeekendDetail(t.db, { id: stayId, locale: 'fr_FR', adult: 2, child: 0, baby: 0 }));
    expectSizes(stay.images, stay.imagesBySize, IMAGE_SIZES);
    expectSizes(stay.hotel.images, stay.hotel.imagesBySize, IMAGE_SIZES);
    for (const upsell of stay.upsells) expectSizes([upsell.imageUrl], upsell.imagesBySize, CARD_IMAGE_SIZES);

    const hotel = hotelDetailSchema.parse(await getHotelDetail(t.db, { hotelId: stay.hotel.id, locale: 'es_ES', adult: 2, child: 0, baby: 0 }));
    expectSizes(hotel.hotel.images, hotel.hotel.imagesBySize, IMAGE_SIZES);

    const activity = await t.db.selectFrom('offer').select('id').where('item_category', '=', 'activity').where('published', '=', 1).where('expires_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const product = activityOnlyDetailSchema.parse(await getActivityOnlyDetail(t.db, { id: Number(activity.id), locale: 'fr_FR' }));
    expectSizes(
      product.images.map((image) => image.url),
      product.imagesBySize,
      ACTIVITY_IMAGE_SIZES,
    );
  });

  it('are served by the image route at exactly their size, as JPEG and WebP', async () => {
    const stay = await getWeekendDetail(t.db, { id: (await searchOffers(t.db, criteria({ locale: 'fr_FR', pageSize: 1 }))).exactMatch[0].id, locale: 'fr_FR', adult: 2, child: 0, baby: 0 });
    const bySize = stay.imagesBySize[0];
    for (const size of IMAGE_SIZES) {
      for (const format of ['jpg', 'webp'] as const) {
        const address = bySize[size]!.replace(/\.jpg$/, `.${format}`);
        const answer = await get(route, address);
        expect([address, answer.status, answer.type]).toEqual([address, 200, format === 'jpg' ? 'image/jpeg' : 'image/webp']);
        const header = await sharp(answer.body as Buffer).metadata();
        expect([address, header.format, header.width, header.height]).toEqual([address, format === 'jpg' ? 'jpeg' : 'webp', imageDimensions(size).width, imageDimensions(size).height]);
      }
    }
    // The picture without a size stays the drawing's own 1200×800.
    const plain = await get(route, stay.images[0]);
    expect(await sharp(plain.body as Buffer).metadata()).toMatchObject({ width: 1200, height: 800 });
  }, 60_000);

  it.each([
    ['a size not in the list', '100_100'],
    ['a size of the right shape but swapped', '360_640'],
    ['a size spelled otherwise', '640x360'],
    ['a size with a leading zero', '0640_360'],
  ])('answers a JSON 404 for %s, never a 500', async (_case, size) => {
    const stay = await getWeekendDetail(t.db, { id: (await searchOffers(t.db, criteria({ locale: 'fr_FR', pageSize: 1 }))).exactMatch[0].id, locale: 'fr_FR', adult: 2, child: 0, baby: 0 });
    const answer = await get(route, stay.images[0].replace('/api/images/', `/api/images/${size}/`));
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'not_found', message: expect.any(String) });
  });
});
