/**
 * Named picture sizes (product-and-purchase §3 `imagesBySize`, §9 'thumbnails 120x80. Image sizes 640_360, 750_360,
 * 960_540, 1920_595, 1920_880'): `<width>_<height>` in pixels. The image route serves a catalog picture at each of them,
 * cropped to exactly that size: `/api/images/{size}/{key}.{jpg|webp}` (src/server/http/image-route.ts).
 */
export const IMAGE_SIZES = ['120_80', '640_360', '750_360', '960_540', '1920_595', '1920_880'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** One picture's addresses by named size (the sizes its answer carries). */
export type ImagesBySize = Partial<Record<ImageSize, string>>;

/** What each answer carries: every size for the product and the hotel (their galleries), fewer where the spec says. */
export const DETAIL_IMAGE_SIZES: readonly ImageSize[] = IMAGE_SIZES;
/** A results card's picture (16:9, at most 384 px wide on desktop, the screen's width on phones) and an upsell's. */
export const CARD_IMAGE_SIZES: readonly ImageSize[] = ['640_360', '960_540'];
/** §3 activity-only product: 'imagesBySize (120_80, 640_360, 960_540)'. */
export const ACTIVITY_IMAGE_SIZES: readonly ImageSize[] = ['120_80', '640_360', '960_540'];

export const isImageSize = (value: string): value is ImageSize => (IMAGE_SIZES as readonly string[]).includes(value);

/** imageDimensions('1920_880') → { width: 1920, height: 880 } */
export function imageDimensions(size: ImageSize): { width: number; height: number } {
  const [width, height] = size.split('_').map(Number);
  return { width, height };
}

const CATALOG_PICTURE = /^\/api\/images\/([a-z_0-9-]+\.(?:jpg|webp))$/;

/**
 * A catalog picture's address at a named size; any other address (a content image from elsewhere) is kept as it is.
 * sizedImageUrl('/api/images/sea-wellness-12-0.jpg', '640_360') → '/api/images/640_360/sea-wellness-12-0.jpg'
 */
export function sizedImageUrl(url: string, size: ImageSize): string {
  const match = CATALOG_PICTURE.exec(url);
  return match ? `/api/images/${size}/${match[1]}` : url;
}

/** A picture's addresses at the sizes given (all of them by default). */
export const imagesBySize = (url: string, sizes: readonly ImageSize[] = IMAGE_SIZES): ImagesBySize =>
  Object.fromEntries(sizes.map((size) => [size, sizedImageUrl(url, size)]));

/**
 * The `srcset` of a picture from the sizes it has among those asked, by width: '…/640_360/x.jpg 640w, …/960_540/x.jpg 960w'.
 * The sizes asked have one width each (a `srcset` chooses by width only). Empty when it has none of them.
 */
export const sizedSrcSet = (bySize: ImagesBySize | undefined, sizes: readonly ImageSize[]): string =>
  sizes
    .filter((size) => bySize?.[size])
    .map((size) => `${bySize![size]} ${parseInt(size, 10)}w`)
    .join(', ');
