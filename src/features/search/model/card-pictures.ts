/** Search §9: a card's gallery shows up to 4 pictures. */
export const CARD_GALLERY_MAX = 4;

/**
 * The pictures of a results card (§3 imageUrl and images, §9 'gallery up to 4 images'): the card's own picture first,
 * then the others in the catalog's order, blanks and duplicates dropped, at most 4.
 * ('a.jpg', ['a.jpg', 'b.jpg', '', 'c.jpg', 'd.jpg', 'e.jpg']) → ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].
 */
export function cardPictures(imageUrl: string, images: readonly string[]): string[] {
  return [...new Set([imageUrl, ...images].filter((url) => url.trim() !== ''))].slice(0, CARD_GALLERY_MAX);
}
