/** @jest-environment node */
import { parseProductHash, productAnchorSection, productHash } from '../product-address';

const NOON = new Date('2026-11-26T11:00:00Z');
const EVENING = new Date('2026-11-26T19:30:00Z');
const family = { adults: 2, children: 1, babies: 0 };

describe('parseProductHash', () => {
  it.each<[string, Date, Partial<ReturnType<typeof parseProductHash>>]>([
    ['', NOON, { checkin: null, checkout: null, travellers: { adults: 2, children: 0, babies: 0 }, activityDates: {} }],
    ['#checkin=2026-12-04&checkout=2026-12-06&night=2&a=2&c=1', NOON, { checkin: '2026-12-04', checkout: '2026-12-06', travellers: family }],
    ['checkin=2026-12-04&night=3', NOON, { checkin: '2026-12-04', checkout: '2026-12-07' }],
    ['checkin=2026-12-04', NOON, { checkin: null, checkout: null }],
    ['checkin=2026-11-25&checkout=2026-11-27', NOON, { checkin: null, checkout: null }],
    ['checkin=2026-11-26&checkout=2026-11-27', NOON, { checkin: '2026-11-26', checkout: '2026-11-27' }],
    ['checkin=2026-11-26&checkout=2026-11-27', EVENING, { checkin: null, checkout: null }],
    ['checkin=2026-12-04&checkout=2026-12-20', NOON, { checkin: null, checkout: null }],
    ['checkin=2026-12-06&checkout=2026-12-04', NOON, { checkin: null, checkout: null }],
    ['checkin=2026-02-30&checkout=2026-03-02', NOON, { checkin: null, checkout: null }],
    ['a=30&c=-1&b=abc', NOON, { travellers: { adults: 20, children: 0, babies: 0 } }],
    ['checkin=2026-12-04&checkout=2026-12-06&activityDates=7_0,8_1,7_1,9_2,x', NOON, { activityDates: { 7: '7_0', 8: '8_1' } }],
    ['activityDates=7_0', NOON, { activityDates: {} }],
  ])('%s', (hash, now, expected) => expect(parseProductHash(hash, now)).toMatchObject(expected));

  it('keeps an activity date on a day of the stay only: the checkout day is not one (the quote drops it)', () => {
    expect(parseProductHash('checkin=2026-12-04&checkout=2026-12-06&activityDates=7_1,8_2', NOON).activityDates).toEqual({ 7: '7_1' });
  });
});

describe('productHash', () => {
  it('writes dates with their nights, guests other than the defaults, and activity dates', () => {
    expect(productHash({ checkin: '2026-12-04', checkout: '2026-12-06', travellers: family, activityDates: { 7: '7_0', 8: '8_1' } })).toBe(
      'checkin=2026-12-04&checkout=2026-12-06&night=2&c=1&activityDates=7_0,8_1',
    );
    expect(productHash({ checkin: null, checkout: null, travellers: { adults: 2, children: 0, babies: 0 } })).toBe('');
    expect(productHash({ checkin: '2026-12-04', checkout: null, travellers: { adults: 3, children: 0, babies: 1 }, activityDates: { 7: '7_0' } })).toBe('a=3&b=1');
  });

  it('reads back what it writes', () => {
    const address = { checkin: '2026-12-04', checkout: '2026-12-07', travellers: { adults: 4, children: 2, babies: 1 }, activityDates: { 7: '7_2' }, giftNights: null, bucket: null, upsell: 'none' as const, giftFormat: 'digital' as const, sleeve: 'default', baseOfferId: null, theme: null, hotelId: null, anchor: null };
    expect(parseProductHash(productHash(address), NOON)).toEqual(address);
  });

  it('reads and writes the gift choices and the upsell base (§2.1 hash: giftNights, bucket, upsell, giftFormat, offerId)', () => {
    const gift = { checkin: null, checkout: null, travellers: { adults: 2, children: 0, babies: 0 }, activityDates: {}, giftNights: 2, bucket: 3 as const, upsell: 'availability' as const, giftFormat: 'physical' as const, sleeve: '201', baseOfferId: 41, theme: null, hotelId: null, anchor: null };
    expect(productHash(gift)).toBe('giftNights=2&bucket=3&upsell=availability&giftFormat=physical&sleeves=201&offerId=41');
    expect(parseProductHash(productHash(gift), NOON)).toEqual(gift);
  });

  it.each([
    ['#bucket=4&upsell=yes&giftNights=0&offerId=-1&giftFormat=paper&sleeves=x', { giftNights: null, bucket: null, upsell: 'none', giftFormat: 'digital', sleeve: 'default', baseOfferId: null }],
    ['#bucket=2&upsell=none&giftNights=3', { giftNights: 3, bucket: 2, upsell: 'none', baseOfferId: null }],
  ])('drops a bad gift choice: %s', (hash, expected) => expect(parseProductHash(hash, NOON)).toMatchObject(expected));
});

describe('the hash parameters theme, anchor and hotelId (§2.1)', () => {
  it.each<[string, Partial<ReturnType<typeof parseProductHash>>]>([
    ['#theme=12&anchor=reviews&hotelId=9', { theme: 12, anchor: 'reviews', hotelId: 9 }],
    ['#checkin=2026-12-04&checkout=2026-12-06&anchor=experience', { checkin: '2026-12-04', anchor: 'experience' }],
    ['#theme=0&anchor=<script>&hotelId=abc', { theme: null, anchor: null, hotelId: null }],
    ['#anchor=', { anchor: null }],
  ])('%s', (hash, expected) => expect(parseProductHash(hash, NOON)).toMatchObject(expected));

  it('keeps them as the page rewrites its hash, after the stay', () => {
    const address = { ...parseProductHash('#checkin=2026-12-04&checkout=2026-12-06&theme=12&anchor=reviews&hotelId=9', NOON), travellers: family };
    expect(productHash(address)).toBe('checkin=2026-12-04&checkout=2026-12-06&night=2&c=1&theme=12&anchor=reviews&hotelId=9');
    expect(parseProductHash(productHash(address), NOON)).toEqual(address);
  });

  const SECTIONS = ['description', 'room', 'programme', 'reviews', 'hotel', 'practical', 'booking-panel'];
  it.each([
    ['reviews', 'reviews'],
    ['experience', 'programme'],
    ['practicalInfo', 'practical'],
    ['practical-info', 'practical'],
    ['booking', 'booking-panel'],
    ['gift', null],
    ['toString', null],
    ['nowhere', null],
    [null, null],
  ])('anchor %s brings section %s into view', (anchor, section) => {
    expect(productAnchorSection(anchor, SECTIONS)).toBe(section);
  });

  it("brings 'the experience' (the extras) only when the stay has them", () => {
    expect(productAnchorSection('theExperience', [...SECTIONS, 'upsells'])).toBe('upsells');
    expect(productAnchorSection('theExperience', SECTIONS)).toBeNull();
  });
});
