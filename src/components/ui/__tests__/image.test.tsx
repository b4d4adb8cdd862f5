import { describe, expect, it } from '@jest/globals';
import NextImage, { getImageProps as nextImageProps } from 'next/image';
import { renderToStaticMarkup } from 'react-dom/server';
import Image, { getImageProps, IMAGE_CONFIG, type ImageProps } from '../image';

// Each way the site draws a picture (offer card, wishlist card, results header, not-found card, targeted banner).
const CALLS: [string, ImageProps][] = [
  ['card', { src: '/api/images/offer/12.jpg', alt: '', fill: true, sizes: '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw', loading: 'lazy', fetchPriority: 'auto' }],
  ['first card', { src: '/api/images/offer/12.jpg', alt: '', fill: true, sizes: '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw', loading: 'eager', fetchPriority: 'high' }],
  ['condensed card', { src: '/api/images/offer/1 2.jpg', alt: '', fill: true, sizes: '160px', loading: 'lazy' }],
  ['results header', { src: '/api/images/header/booking.jpg', alt: '', fill: true, priority: true, sizes: '(min-width: 1232px) 1200px, 100vw' }],
  ['not-found card', { src: '/api/images/themes/3.jpg', alt: 'Un château', width: 640, height: 360, sizes: '(min-width: 1024px) 300px, 80vw', loading: 'eager' }],
  ['fixed size, no sizes', { src: '/api/images/themes/3.jpg', alt: 'x', width: 300, height: 200 }],
  ['banner', { src: '/api/images/banners/1.jpg', alt: 'Soldes', sizes: '(min-width: 1024px) 480px, 100vw', quality: 70, width: 960, height: 540 }],
];

describe('Image', () => {
  it('uses the sizes and qualities next.config.js leaves to Next', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the project's own config
    const { images } = require('../../../../next.config.js');
    for (const key of ['deviceSizes', 'imageSizes', 'qualities', 'path', 'loader', 'loaderFile', 'unoptimized']) expect(images).not.toHaveProperty(key);
    const { imageConfigDefault } = jest.requireActual<typeof import('next/dist/shared/lib/image-config')>('next/dist/shared/lib/image-config');
    expect(IMAGE_CONFIG).toEqual({ path: imageConfigDefault.path, deviceSizes: imageConfigDefault.deviceSizes, imageSizes: imageConfigDefault.imageSizes, qualities: imageConfigDefault.qualities });
  });

  it.each(CALLS)('%s: the same attributes as next/image', (_, props) => {
    expect(getImageProps(props)).toEqual({ props: nextImageProps(props).props });
  });

  it.each(CALLS)('%s: the same <img> as next/image', (_, props) => {
    expect(renderToStaticMarkup(<Image {...props} alt={props.alt} />)).toBe(renderToStaticMarkup(<NextImage {...props} alt={props.alt} />));
  });
});
