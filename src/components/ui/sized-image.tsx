import Head from 'next/head';
import { sizedSrcSet, type ImagesBySize, type ImageSize } from '@/contracts/image-sizes';
import Image from './image';

/**
 * The named sizes (§3 `imagesBySize`, §9) each kind of picture offers the browser in its `srcset`, smallest first, one
 * per width: the browser takes the smallest covering the `sizes` width at the screen's density.
 * - card: a results card or an upsell (16:9);
 * - main: a gallery's large picture, the phones' row, the 'all pictures' dialog (16:9, 1920_880 for wide screens);
 * - wide: a lone picture across the page (up to 1100 × 420);
 * - thumb: a gallery's small pictures (120_80 for the smallest, else 640_360).
 */
export const PICTURE_SIZES = {
  card: ['640_360', '960_540'],
  main: ['640_360', '960_540', '1920_880'],
  wide: ['750_360', '1920_595'],
  thumb: ['120_80', '640_360'],
} as const satisfies Record<string, readonly ImageSize[]>;

export type SizedImageProps = {
  /** the picture's plain address (`/api/images/{key}.jpg`): drawn with `Image` when the answer gave no sizes */
  src: string;
  bySize: ImagesBySize | undefined;
  use: keyof typeof PICTURE_SIZES;
  alt: string;
  /** the rendered width, as in `<img sizes>` */
  sizes: string;
  priority?: boolean;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
};

const FILL = { position: 'absolute', inset: 0, width: '100%', height: '100%', color: 'transparent' } as const;
/** The image route serves every size as WebP too, at the same address ending in `.webp`. */
const asWebp = (srcSet: string) => srcSet.replace(/\.jpg( \d+w)/g, '.webp$1');

/**
 * A catalog picture at its named sizes, filling its frame: a `<picture>` whose WebP `srcset` (and JPEG `<img>` for a
 * browser without WebP) lists the sizes of its use, with `sizes`; with `priority` a preload of the same set (the first
 * screen's largest picture). No sizes in the answer: the picture as `Image` draws it.
 */
export function SizedImage({ src, bySize, use, alt, sizes, priority = false, loading, fetchPriority }: SizedImageProps) {
  const srcSet = sizedSrcSet(bySize, PICTURE_SIZES[use]);
  if (!srcSet) return <Image src={src} alt={alt} fill sizes={sizes} priority={priority} loading={loading} fetchPriority={fetchPriority} />;
  const largest = srcSet.split(', ').pop()!.split(' ')[0];
  const webp = asWebp(srcSet);
  return (
    <>
      <picture>
        <source type="image/webp" srcSet={webp} sizes={sizes} />
        <img src={largest} srcSet={srcSet} sizes={sizes} alt={alt} loading={priority ? undefined : (loading ?? 'lazy')} fetchPriority={fetchPriority} decoding="async" style={FILL} />
      </picture>
      {priority && (
        <Head>
          <link key={`sized-${webp}`} rel="preload" as="image" type="image/webp" imageSrcSet={webp} imageSizes={sizes} fetchPriority={fetchPriority} />
        </Head>
      )}
    </>
  );
}
