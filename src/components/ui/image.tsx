import Head from 'next/head';
import type { CSSProperties, ImgHTMLAttributes } from 'react';

/**
 * The catalog's pictures, drawn exactly as `next/image` draws them (same `<img>`, same `/_next/image` addresses,
 * same preload link for `priority`) for the props the site uses, in about a tenth of its code: `next/image` and its
 * helpers weigh about 5 kB gzip in the first load of every page with a picture. `__tests__/image.test.tsx` checks
 * the output against `next/image`'s own `getImageProps` for each way the site calls it.
 * Supported: local sources (`/api/images/...`), `fill` or `width`/`height`, `sizes`, `priority`, `loading`,
 * `fetchPriority`, `quality`. No placeholder, loader, `unoptimized` or `onLoadingComplete`.
 */

/** `next.config.js` leaves `images` sizes and qualities at Next's defaults: these are they (the test checks). */
export const IMAGE_CONFIG = {
  path: '/_next/image',
  deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  imageSizes: [32, 48, 64, 96, 128, 256, 384],
  qualities: [75],
} as const;

const ALL_SIZES = [...IMAGE_CONFIG.deviceSizes, ...IMAGE_CONFIG.imageSizes].sort((a, b) => a - b);

export type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'srcSet' | 'loading'> & {
  src: string;
  alt: string;
  fill?: boolean;
  width?: number;
  height?: number;
  quality?: number;
  priority?: boolean;
  loading?: 'eager' | 'lazy';
};

const closestQuality = (quality = 75) =>
  IMAGE_CONFIG.qualities.reduce<number>((prev, cur) => (Math.abs(cur - quality) < Math.abs(prev - quality) ? cur : prev), IMAGE_CONFIG.qualities[0]);

/** A picture's addresses by width, its source encoded once for all of them. */
const imageUrl = (src: string, quality: number) => {
  const start = `${IMAGE_CONFIG.path}?url=${encodeURIComponent(src)}&w=`;
  return (width: number) => `${start}${width}&q=${quality}`;
};

/** The widths for each `width` and `sizes` the site's code uses (a handful): worked out once, not per picture. */
const widthsByUse = new Map<string, { widths: number[]; kind: 'w' | 'x' }>();
function widthsOf(width: number | undefined, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  const use = `${width}|${sizes}`;
  let known = widthsByUse.get(use);
  if (!known) {
    if (widthsByUse.size >= 64) widthsByUse.clear(); // bounded, should a width ever come from data
    widthsByUse.set(use, (known = computeWidths(width, sizes)));
  }
  return known;
}

/** Next's widths: every size at or above the smallest `vw` share of the smallest screen; else 1× and 2× of `width`. */
function computeWidths(width: number | undefined, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => parseInt(match[2], 10));
    if (percents.length === 0) return { widths: ALL_SIZES, kind: 'w' };
    const smallest = Math.min(...percents) * 0.01;
    return { widths: ALL_SIZES.filter((size) => size >= IMAGE_CONFIG.deviceSizes[0] * smallest), kind: 'w' };
  }
  if (width === undefined) return { widths: [...IMAGE_CONFIG.deviceSizes], kind: 'w' };
  const widths = [...new Set([width, width * 2].map((w) => ALL_SIZES.find((size) => size >= w) ?? ALL_SIZES[ALL_SIZES.length - 1]))];
  return { widths, kind: 'x' };
}

/** The `<img>` attributes `next/image` would render: `getImageProps(props).props`, as with `next/image`. */
export function getImageProps(props: ImageProps) {
  return { props: imgAttributes(props) };
}

function imgAttributes({ src, sizes, priority = false, loading, quality, width, height, fill = false, style, fetchPriority, decoding = 'async', className, ...rest }: ImageProps) {
  const q = closestQuality(quality);
  const { widths, kind } = widthsOf(width, sizes);
  const url = imageUrl(src, q);
  const imgStyle: CSSProperties = {
    ...(fill ? { position: 'absolute', height: '100%', width: '100%', left: 0, top: 0, right: 0, bottom: 0 } : {}),
    color: 'transparent',
    ...style,
  };
  return {
    ...rest,
    loading: priority ? undefined : (loading ?? 'lazy'),
    fetchPriority,
    width: fill ? undefined : width,
    height: fill ? undefined : height,
    decoding,
    className,
    style: imgStyle,
    sizes: !sizes && kind === 'w' ? '100vw' : sizes,
    srcSet: widths.map((w, i) => `${url(w)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    src: url(widths[widths.length - 1]),
  };
}

/** `next/image`'s `<Image>` for the props above: the same `<img>`, and for `priority` the same preload link. */
export default function Image(props: ImageProps) {
  const img = imgAttributes(props);
  const { loading, width, height, decoding, className, style, sizes, srcSet, src, ...rest } = img;
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- this is the site's next/image; src stays last, as there */}
      <img {...rest} alt={props.alt} loading={loading} width={width} height={height} decoding={decoding} data-nimg={props.fill ? 'fill' : '1'} className={className} style={style} sizes={sizes} srcSet={srcSet} src={src} onError={showAltText} />
      {props.priority && (
        <Head>
          <link
            key={`__nimg-${img.src}${img.srcSet}${img.sizes}`}
            rel="preload"
            href={img.srcSet ? undefined : img.src}
            as="image"
            imageSrcSet={img.srcSet}
            imageSizes={img.sizes}
            fetchPriority={img.fetchPriority}
          />
        </Head>
      )}
    </>
  );
}

/** Like next/image: a picture that fails to load shows its alternative text (it is transparent until then). */
function showAltText(event: { currentTarget: HTMLImageElement }) {
  event.currentTarget.style.color = '';
}
