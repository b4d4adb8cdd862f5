import type { ServerResponse } from 'node:http';
import { isUnavailable } from '@/server/errors/unavailable';

/** The sitemap index and files are cached an hour, by browsers and shared caches alike (as robots.txt). */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Sends what `make` builds with `contentType`; a database that cannot answer gives an empty 503 with Retry-After (a
 * crawler comes back), not a 500. Returns false when there is nothing to send (the caller answers 404).
 */
export async function sendSitemap(res: ServerResponse, contentType: string, make: () => Promise<string | Buffer | null>): Promise<boolean> {
  let body: string | Buffer | null;
  try {
    body = await make();
  } catch (error) {
    if (!isUnavailable(error)) throw error;
    res.statusCode = 503;
    res.setHeader('Retry-After', '120');
    res.setHeader('Cache-Control', 'no-store');
    res.end();
    return true;
  }
  if (body === null) return false;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
  res.end(body);
  return true;
}
