/**
 * Catalog images are drawn on demand by pages/api/images/[...key].ts. A key names the scene, a motif and
 * a variant, e.g. `sea-wellness-1234-0`: scene = environment (sea, mountain, countryside, city, lake,
 * vineyard, forest, village) or room | activity | box | banner; motif = theme, style, room type or activity code.
 */
export const IMAGE_KEY_PATTERN = /^([a-z]+)-([a-z_]+)-(\d+)-(\d+)$/;

export function imageKeys(scene: string, motif: string, id: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${scene}-${motif}-${id}-${i}`);
}

/** Path of an image key, for next/image (allowed by images.localPatterns in next.config.js). */
export const imageUrl = (key: string): string => `/api/images/${key}.jpg`;

export function parseImageKey(key: string): { scene: string; motif: string; id: number; variant: number } | null {
  const match = IMAGE_KEY_PATTERN.exec(key);
  return match ? { scene: match[1], motif: match[2], id: Number(match[3]), variant: Number(match[4]) } : null;
}
