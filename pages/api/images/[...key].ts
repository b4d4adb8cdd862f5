import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import sharp from 'sharp';
import { parseImageKey } from '@/server/db/image-keys';
import { sceneSvg } from '@/server/db/images/scene';

const CACHE_DIR = join(process.cwd(), 'data', 'images');

/** Catalog pictures drawn from their key (no network, no stored files to ship), cached on disk and for a year in browsers. */
export default async function image(req: NextApiRequest, res: NextApiResponse) {
  const raw = Array.isArray(req.query.key) ? req.query.key.join('/') : String(req.query.key ?? '');
  const match = /^([a-z_0-9-]+)\.(jpg|webp)$/.exec(raw);
  const key = match && parseImageKey(match[1]);
  if (!match || !key) {
    res.status(404).json({ error: 'Unknown image' });
    return;
  }
  const format = match[2] as 'jpg' | 'webp';
  const file = join(CACHE_DIR, `${match[1]}.${format}`);
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    const picture = sharp(Buffer.from(sceneSvg(key.scene, key.motif, key.id, key.variant)));
    body = await (format === 'webp' ? picture.webp({ quality: 80 }) : picture.jpeg({ quality: 82, mozjpeg: true })).toBuffer();
    await mkdir(CACHE_DIR, { recursive: true });
    await writeFile(file, body);
  }
  res.setHeader('Content-Type', format === 'webp' ? 'image/webp' : 'image/jpeg');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.status(200).send(body);
}
