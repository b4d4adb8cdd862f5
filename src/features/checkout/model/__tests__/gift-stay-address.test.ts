import { describe, expect, it } from '@jest/globals';
import { giftHandoffOf, giftScope } from '../gift-address';

const STAY = { productType: 'SINGLEVOUCHER' };

describe('the gift stay hand-off (the product page gifting, §4)', () => {
  it.each([
    ['nights and the defaults', '#id=38&giftNights=2', { productType: 'SINGLEVOUCHER', id: 38, nights: 2, bucket: 1, upsell: 'none', giftFormat: 'digital', extras: [] }],
    ['a tier and the availability upsell', '#id=38&giftNights=1&bucket=2&upsell=availability', { productType: 'SINGLEVOUCHER', id: 38, nights: 1, bucket: 2, upsell: 'availability', giftFormat: 'digital', extras: [] }],
    ['an unknown tier is Essential, another upsell none', '#id=38&giftNights=1&bucket=9&upsell=maybe', { productType: 'SINGLEVOUCHER', id: 38, nights: 1, bucket: 1, upsell: 'none', giftFormat: 'digital', extras: [] }],
    ['the physical format with a sleeve', '#id=38&giftNights=2&giftFormat=physical&sleeves=201', { productType: 'SINGLEVOUCHER', id: 38, nights: 2, bucket: 1, upsell: 'none', giftFormat: 'physical', extras: [201] }],
    ['extras by category, repeats once, bad ids dropped', '#id=38&giftNights=2&giftFormat=physical&cards=101,102,101,x&sleeves=default', { productType: 'SINGLEVOUCHER', id: 38, nights: 2, bucket: 1, upsell: 'none', giftFormat: 'physical', extras: [101, 102] }],
    ['no extras in the digital format', '#id=38&giftNights=2&giftFormat=digital&sleeves=201', { productType: 'SINGLEVOUCHER', id: 38, nights: 2, bucket: 1, upsell: 'none', giftFormat: 'digital', extras: [] }],
    ['an unknown format is digital', '#id=38&giftNights=2&giftFormat=paper', { productType: 'SINGLEVOUCHER', id: 38, nights: 2, bucket: 1, upsell: 'none', giftFormat: 'digital', extras: [] }],
    ['no gift nights', '#id=38', null],
    ['nights out of range', '#id=38&giftNights=15', null],
    ['no id', '#giftNights=2', null],
    ['a bad id', '#id=0&giftNights=2', null],
  ])('%s: %s', (_name, hash, expected) => expect(giftHandoffOf(STAY, hash)).toEqual(expected));

  it('has one idempotency scope per stay, nights, tier, upsell, format and extras', () => {
    expect(giftScope({ productType: 'SINGLEVOUCHER', id: 38, nights: 2, bucket: 1, upsell: 'none', giftFormat: 'digital', extras: [] })).toBe('gift:stay:38:2:1:none:digital:');
    expect(giftScope({ productType: 'SINGLEVOUCHER', id: 38, nights: 2, bucket: 1, upsell: 'none', giftFormat: 'physical', extras: [201] })).toBe('gift:stay:38:2:1:none:physical:201');
  });
});
