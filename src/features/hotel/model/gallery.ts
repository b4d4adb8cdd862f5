/** §9: the gallery gets up to 5 pictures; desktop shows 4 of them with 'See all pictures'; under 4, a single picture. */
export const GALLERY_PASSED = 5;
export const GALLERY_DESKTOP_SHOWN = 4;

export type GalleryLayout =
  /** No picture at all: the gallery is left out. */
  | { kind: 'none' }
  /** Fewer than 4 pictures: the first alone, on every screen. */
  | { kind: 'single'; image: string }
  /** 4 or more: 4 on desktop (a large one and 3 beside it) with 'See all pictures', every one passed swiped on phones. */
  | { kind: 'grid'; desktop: string[]; mobile: string[]; seeAll: boolean };

/** The hotel gallery rule (product-and-purchase §2.2, §9), duplicates dropped. */
export function galleryLayout(images: readonly string[]): GalleryLayout {
  const unique = [...new Set(images.filter(Boolean))];
  if (unique.length === 0) return { kind: 'none' };
  if (unique.length < GALLERY_DESKTOP_SHOWN) return { kind: 'single', image: unique[0] };
  const passed = unique.slice(0, GALLERY_PASSED);
  return { kind: 'grid', desktop: passed.slice(0, GALLERY_DESKTOP_SHOWN), mobile: passed, seeAll: true };
}
