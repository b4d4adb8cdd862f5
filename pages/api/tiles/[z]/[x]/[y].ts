import type { NextApiRequest, NextApiResponse } from 'next';
import sharp from 'sharp';
import { getDb } from '@/server/db/get-db';
import { tileSvg, type TilePlaces } from '@/server/map-tiles/draw-tile';
import { parseTileAddress } from '@/server/map-tiles/tile-geometry';
import { tilePlaces } from '@/server/map-tiles/tile-places';
import { refusedByCustomerCare } from '@/server/http/customer-care-gate';
import { sendError } from '@/server/http/api-handler';

export const config = { api: { bodyParser: false } };

const EMPTY: TilePlaces = { towns: [], regions: [], countries: [] };
const CACHE_LIMIT = 4000;
const cache = new Map<string, Buffer>();

/**
 * GET /api/tiles/{z}/{x}/{y}.png: the default MAP_TILE_URL, plain map tiles drawn here from the catalog's
 * geography (no tile server is needed). Tiles are kept in memory (least recently used out) and cached a day by browsers.
 */
export default async function tile(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendError(res, 405, { error: 'method_not_allowed', message: 'Use GET or HEAD' });
    return;
  }
  if (await refusedByCustomerCare(req, res)) return;
  const address = parseTileAddress(req.query.z, req.query.x, req.query.y);
  if (!address || !/\.png$/.test(String(req.query.y))) {
    sendError(res, 404, { error: 'not_found', message: 'No tile at this address: /api/tiles/{z}/{x}/{y}.png' });
    return;
  }
  const key = `${address.z}/${address.x}/${address.y}`;
  let body = cache.get(key);
  if (body) {
    cache.delete(key);
  } else {
    // Without the database (still starting) the tile is drawn without names rather than failing.
    const places = await tilePlaces(getDb()).catch(() => EMPTY);
    body = await sharp(Buffer.from(tileSvg(address, places))).png({ compressionLevel: 6, palette: true }).toBuffer();
    if (places !== EMPTY) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    } else {
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'image/png');
      res.status(200).send(body);
      return;
    }
  }
  cache.set(key, body);
  res.setHeader('Content-Type', 'image/png');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.status(200).send(body);
}
