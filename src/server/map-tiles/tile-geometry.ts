/** Web Mercator (the XYZ tile scheme every slippy map uses): 256 px tiles, 2^z by 2^z of them at zoom z. */
export const TILE_SIZE = 256;
export const MAX_TILE_ZOOM = 18;

export type TileAddress = { z: number; x: number; y: number };

/** Path parameters → a tile, or null when they name none (not integers, zoom past the limit, x or y outside the world). */
export function parseTileAddress(z: unknown, x: unknown, y: unknown): TileAddress | null {
  const int = (value: unknown) => (typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : NaN);
  const zoom = int(z);
  const column = int(x);
  const row = int(typeof y === 'string' ? y.replace(/\.png$/, '') : y);
  if (![zoom, column, row].every(Number.isInteger) || zoom > MAX_TILE_ZOOM) return null;
  const count = 2 ** zoom;
  return column < count && row < count ? { z: zoom, x: column, y: row } : null;
}

/** Position of a point in world pixels at a zoom (0..256·2^z on both axes). */
export function worldPixel(z: number, lat: number, lng: number): { wx: number; wy: number } {
  const world = TILE_SIZE * 2 ** z;
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  return { wx: ((lng + 180) / 360) * world, wy: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world };
}
