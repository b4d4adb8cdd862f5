import { PRODUCT_SECTION_ORDER, productSectionIds } from '../page-sections';

describe('productSectionIds (§2.1 tab bar)', () => {
  const all = { description: true, room: true, upsells: true, gift: true };
  it('has the spec\'s 8 entries in its order when the stay has every section', () => {
    expect(PRODUCT_SECTION_ORDER).toHaveLength(8);
    expect(productSectionIds(all)).toEqual(['description', 'room', 'programme', 'upsells', 'gift', 'reviews', 'hotel', 'practical']);
  });

  it.each<[Partial<typeof all>, string[]]>([
    [{ gift: false }, ['description', 'room', 'programme', 'upsells', 'reviews', 'hotel', 'practical']],
    [{ upsells: false, gift: false }, ['description', 'room', 'programme', 'reviews', 'hotel', 'practical']],
    [{ description: false, room: false }, ['programme', 'upsells', 'gift', 'reviews', 'hotel', 'practical']],
    [{ description: false, room: false, upsells: false, gift: false }, ['programme', 'reviews', 'hotel', 'practical']],
  ])('leaves out what the page lacks: %o', (lacking, expected) => {
    expect(productSectionIds({ ...all, ...lacking })).toEqual(expected);
  });
});
