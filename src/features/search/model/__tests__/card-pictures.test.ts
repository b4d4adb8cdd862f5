import { describe, expect, it } from '@jest/globals';
import { CARD_GALLERY_MAX, cardPictures } from '../card-pictures';

describe('cardPictures (§9 gallery up to 4 images)', () => {
  it.each<[string, string, string[], string[]]>([
    ['the card picture first, then the others, 4 at most', 'a.jpg', ['b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'], ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']],
    ['duplicates and blanks dropped', 'a.jpg', ['a.jpg', '', ' ', 'b.jpg', 'b.jpg'], ['a.jpg', 'b.jpg']],
    ['no card picture: the others', '', ['b.jpg', 'c.jpg'], ['b.jpg', 'c.jpg']],
    ['one picture: no gallery to swipe', 'a.jpg', [], ['a.jpg']],
    ['none at all', '', [], []],
  ])('%s', (_name, imageUrl, images, expected) => {
    expect(cardPictures(imageUrl, images)).toEqual(expected);
  });

  it('keeps the spec’s 4', () => expect(CARD_GALLERY_MAX).toBe(4));
});
