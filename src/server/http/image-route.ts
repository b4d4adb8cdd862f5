import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { NextApiRequest, NextApiResponse } from 'next';
import sharp from 'sharp';
import { env } from '@/lib/env';
import type { Database } from '@/server/db/database';
import { getDb } from '@/server/db/get-db';
import { DRAWING_VERSION, sceneSvg } from '@/server/db/images/scene';
import { parseImageKey } from '@/server/db/image-keys';
import { IMAGE_SIZES, imageDimensions, isImageSize, type ImageSize } from '@/contracts/image-sizes';
import { sendError } from './api-handler';
import { isKnownImage } from './catalog-images';
import { RETRY_AFTER_SECONDS } from './errors';
import { DiskImageCache } from './image-cache';
import { admit } from './rate-limit';
import { SharedRateLimiter, type Limiter, type RateLimitOptions } from '@/server/rate-limit/limiters';
import { isUnavailable } from '@/server/errors/unavailable';

/**
 * Pictures drawn per client and second when they are not on disk yet: bursts of 200 (a results page and its
 * srcset widths on a cold cache), then 20 a second. Each costs 20-50 ms of CPU; pictures already drawn are free.
 */
export const IMAGE_RENDER_RATE_LIMIT: RateLimitOptions = { capacity: 200, refillPerSecond: 20 };

export type ImageRouteOptions = {
  db?: () => Kysely<Database>;
  cache?: () => DiskImageCache;
  limiter?: Limiter;
  isKnown?: (db: Kysely<Database>, key: string) => Promise<boolean>;
};

let defaultCache: DiskImageCache | undefined;
const configuredCache = () => {
  defaultCache ??= new DiskImageCache({ dir: join(process.cwd(), 'data', 'images'), maxBytes: env().IMAGE_CACHE_MAX_MB * 1024 * 1024 });
  return defaultCache;
};

/** The drawings' own size (src/server/db/images/scene.ts), at the default 72 dpi. */
const DRAWING = { width: 1200, height: 800 };

/**
 * A drawing at a named size (§3 `imagesBySize`): rasterised at the density that covers the size (so a 1920-wide
 * picture is drawn at 1920, not enlarged from 1200), then cropped about its centre to exactly that size.
 */
function drawnAt(svg: string, size: ImageSize | null) {
  if (!size) return sharp(Buffer.from(svg));
  const { width, height } = imageDimensions(size);
  const scale = Math.max(1, width / DRAWING.width, height / DRAWING.height);
  return sharp(Buffer.from(svg), { density: 72 * scale }).resize(width, height, { fit: 'cover', position: 'centre' });
}

/**
 * GET|HEAD /api/images/{key}.{jpg|webp}: a catalog picture drawn from its key (no network, no stored files to ship),
 * kept on disk under IMAGE_CACHE_MAX_MB and cached a year by browsers. Only keys the catalog shows are drawn
 * (src/server/http/catalog-images.ts), and drawing is rate-limited per client; anything else is a JSON 404.
 * /api/images/{size}/{key}.{jpg|webp}: the same picture at a named size (IMAGE_SIZES, e.g. 640_360), exactly that many
 * pixels wide and high; a size not in the list is a JSON 404 naming the sizes.
 */
export function createImageRoute({ db = getDb, cache = configuredCache, limiter = new SharedRateLimiter('image-render', IMAGE_RENDER_RATE_LIMIT), isKnown = isKnownImage }: ImageRouteOptions = {}) {
  return async function image(req: NextApiRequest, res: NextApiResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendError(res, 405, { error: 'method_not_allowed', message: 'Use GET or HEAD' });
    }
    const raw = Array.isArray(req.query.key) ? req.query.key.join('/') : String(req.query.key ?? '');
    const match = /^(?:([0-9]+_[0-9]+)\/)?([a-z_0-9-]+)\.(jpg|webp)$/.exec(raw);
    if (!match || !parseImageKey(match[2])) return sendError(res, 404, { error: 'not_found', message: 'No picture at this address: /api/images/[{size}/]{key}.jpg or .webp' });
    const size = match[1] ?? null;
    if (size !== null && !isImageSize(size)) return sendError(res, 404, { error: 'not_found', message: `No picture at this size: the sizes are ${IMAGE_SIZES.join(', ')}` });
    // Cached under the drawing's version: a picture drawn by an older version is drawn again.
    const [name, key, format] = [`d${DRAWING_VERSION}-${size ? `${size}-` : ''}${match[2]}.${match[3]}`, match[2], match[3] as 'jpg' | 'webp'];
    let body = await cache().get(name);
    if (!body) {
      if (!(await admit(limiter, req, res))) return;
      try {
        if (!(await isKnown(db(), key))) return sendError(res, 404, { error: 'not_found', message: 'The catalog shows no picture with this key' });
      } catch (error) {
        if (!isUnavailable(error)) throw error;
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        return sendError(res, 503, { error: 'unavailable', message: 'The catalog cannot say which pictures it shows right now' });
      }
      const { scene, motif, id, variant } = parseImageKey(key)!;
      const picture = drawnAt(sceneSvg(scene, motif, id, variant), size);
      body = await (format === 'webp' ? picture.webp({ quality: 80 }) : picture.jpeg({ quality: 82, mozjpeg: true })).toBuffer();
      await cache().put(name, body);
    }
    res.setHeader('Content-Type', format === 'webp' ? 'image/webp' : 'image/jpeg');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.status(200).send(body);
  };
}
