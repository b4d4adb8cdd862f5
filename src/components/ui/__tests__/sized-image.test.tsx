import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { imagesBySize } from '@/contracts/image-sizes';
import { PICTURE_SIZES, SizedImage } from '../sized-image';

const URL = '/api/images/sea-wellness-12-0.jpg';

describe('SizedImage', () => {
  it("offers the browser its use's named sizes in srcset, by width, with sizes, in WebP and in JPEG", () => {
    const { container } = render(<SizedImage src={URL} bySize={imagesBySize(URL)} use="main" alt="Hôtel de la Plage, photo 1" sizes="(min-width: 1024px) 720px, 100vw" />);
    const img = screen.getByRole('img', { name: 'Hôtel de la Plage, photo 1' });
    expect(img).toHaveAttribute('srcset', '/api/images/640_360/sea-wellness-12-0.jpg 640w, /api/images/960_540/sea-wellness-12-0.jpg 960w, /api/images/1920_880/sea-wellness-12-0.jpg 1920w');
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 720px, 100vw');
    expect(img).toHaveAttribute('src', '/api/images/1920_880/sea-wellness-12-0.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    const webp = container.querySelector('picture > source[type="image/webp"]');
    expect(webp).toHaveAttribute('srcset', '/api/images/640_360/sea-wellness-12-0.webp 640w, /api/images/960_540/sea-wellness-12-0.webp 960w, /api/images/1920_880/sea-wellness-12-0.webp 1920w');
    expect(webp).toHaveAttribute('sizes', '(min-width: 1024px) 720px, 100vw');
  });

  it.each([
    ['card', '/api/images/640_360/sea-wellness-12-0.jpg 640w, /api/images/960_540/sea-wellness-12-0.jpg 960w'],
    ['thumb', '/api/images/120_80/sea-wellness-12-0.jpg 120w, /api/images/640_360/sea-wellness-12-0.jpg 640w'],
    ['wide', '/api/images/750_360/sea-wellness-12-0.jpg 750w, /api/images/1920_595/sea-wellness-12-0.jpg 1920w'],
  ] as const)('lists the %s sizes', (use, srcSet) => {
    render(<SizedImage src={URL} bySize={imagesBySize(URL)} use={use} alt="" sizes="100vw" />);
    expect(document.querySelector('img')).toHaveAttribute('srcset', srcSet);
  });

  it('keeps to the sizes the answer carries (a card answer has no 1920_880)', () => {
    render(<SizedImage src={URL} bySize={imagesBySize(URL, ['640_360', '960_540'])} use="main" alt="" sizes="100vw" />);
    expect(document.querySelector('img')).toHaveAttribute('srcset', '/api/images/640_360/sea-wellness-12-0.jpg 640w, /api/images/960_540/sea-wellness-12-0.jpg 960w');
    expect(document.querySelector('img')).toHaveAttribute('src', '/api/images/960_540/sea-wellness-12-0.jpg');
  });

  it('lists one size per width for each use (a srcset chooses by width only)', () => {
    for (const sizes of Object.values(PICTURE_SIZES)) {
      const widths = sizes.map((size) => parseInt(size, 10));
      expect(new Set(widths).size).toBe(widths.length);
    }
  });

  it('draws the picture as Image does when the answer gives no sizes', () => {
    render(<SizedImage src={URL} bySize={undefined} use="card" alt="" sizes="100vw" />);
    expect(document.querySelector('picture')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fapi%2Fimages%2Fsea-wellness-12-0\.jpg/);
  });
});
