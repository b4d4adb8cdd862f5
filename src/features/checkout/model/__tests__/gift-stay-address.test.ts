import { describe, expect, it } from '@jest/globals';
import { giftHandoffOf, giftScope } from '../gift-address';

const STAY = { productType: 'SINGLEVOUCHER' };

describe('the gift stay hand-off (the product page gifting, §4)', () => {
  it.each([
    ['nights and the defaults', '#id=38&giftNights=2', { productType: 'SINGLEVOUCHER', id: 38, nights: 2, bucket: 1, upsell: 'none' }],
    ['a tier and the availability upsell', '#id=38&giftNights=1&bucket=2&upsell=availability', { productType: 'SINGLEVOUCHER', id: 38, nights: 1, bucket: 2, upsell: 'availability' }],
    ['an unknown tier is Essential, another upsell none', '#id=38&giftNights=1&bucket=9&upsell=maybe', { productType: 'SINGLEVOUCHER', id: 38, nights: 1, bucket: 1, upsell: 'none' }],
    ['no gift nights', '#id=38', null],
    ['nights out of range', '#id=38&giftNights=15', null],
    ['no id', '#giftNights=2', null],
    ['a bad id', '#id=0&giftNights=2', null],
  ])('%s: %s', (_name, hash, expected) => expect(giftHandoffOf(STAY, hash)).toEqual(expected));

  it('has one idempotency scope per stay, nights, tier and upsell', () => {
    expect(giftScope({ productType: 'SINGLEVOUCHER', id: 38, nights: 2, bucket: 1, upsell: 'none' })).toBe('gift:stay:38:2:1:none');
  });
});
