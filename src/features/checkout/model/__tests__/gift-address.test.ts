import { describe, expect, it } from '@jest/globals';
import { acceptedCustomisation, boxHandoffOf, giftHandoffOf, giftScope } from '../gift-address';

describe('giftHandoffOf (the gift checkout hand-off, §4)', () => {
  it.each([
    [{}, '#id=123&a=1', { productType: 'DIGITAL_ACTIVITY_ONLY', id: 123, adults: 1, ownUse: false }],
    [{ customType: 'OWN_USE' }, '#id=123&a=2', { productType: 'DIGITAL_ACTIVITY_ONLY', id: 123, adults: 2, ownUse: true }],
    [{}, '#id=123', { productType: 'DIGITAL_ACTIVITY_ONLY', id: 123, adults: 2, ownUse: false }],
    [{}, '#id=123&a=3', { productType: 'DIGITAL_ACTIVITY_ONLY', id: 123, adults: 2, ownUse: false }],
    [{}, '#id=123&a=abc', { productType: 'DIGITAL_ACTIVITY_ONLY', id: 123, adults: 2, ownUse: false }],
    [{ customType: 'SOMETHING' }, '#id=7&a=1', { productType: 'DIGITAL_ACTIVITY_ONLY', id: 7, adults: 1, ownUse: false }],
    [{ productType: 'DIGITAL_ACTIVITY_ONLY' }, '#id=7', { productType: 'DIGITAL_ACTIVITY_ONLY', id: 7, adults: 2, ownUse: false }],
    [{}, '', null],
    [{}, '#id=0', null],
    [{}, '#id=-4', null],
    [{}, '#id=99999999999', null],
    [{ productType: 'GIFTCARD', amount: '5000', design: 'love' }, '', { productType: 'GIFTCARD', amount: 5000, design: 'love' }],
    [{ productType: 'GIFTCARD', amount: '5000', design: 'love' }, '#id=4', { productType: 'GIFTCARD', amount: 5000, design: 'love' }],
    [{ productType: 'GIFTCARD', amount: '4200', design: 'love' }, '', null],
    [{ productType: 'GIFTCARD', amount: '50', design: 'love' }, '', null],
    [{ productType: 'GIFTCARD', amount: '5000', design: 'ugly' }, '', null],
    [{ productType: 'GIFTCARD' }, '', null],
    [{ productType: 'BOX' }, '#id=4', null],
  ])('%j %j → %j', (query, hash, expected) => {
    expect(giftHandoffOf(query, hash)).toEqual(expected);
  });

  it('keeps only the stored texts the server accepts', () => {
    expect(acceptedCustomisation({ fromName: ' Zoé ', message: 'Bon anniversaire' })).toEqual({ fromName: 'Zoé', message: 'Bon anniversaire' });
    expect(acceptedCustomisation({ fromName: 'Zoé 2', message: 'x'.repeat(181) })).toEqual({ fromName: '', message: '' });
  });

  it('gives one idempotency scope per gift', () => {
    expect(giftScope({ productType: 'GIFTCARD', amount: 5000, design: 'love' })).toBe('gift:card:5000:love');
    expect(giftScope({ productType: 'DIGITAL_ACTIVITY_ONLY', id: 4, adults: 1, ownUse: true })).not.toBe(giftScope({ productType: 'DIGITAL_ACTIVITY_ONLY', id: 4, adults: 1, ownUse: false }));
  });
});

describe('boxHandoffOf (the box checkout hand-off, §4)', () => {
  it.each([
    [{ code: 'ROMANCE1N-EBOX', giftFormat: 'digital' }, '', { productType: 'BOX', code: 'ROMANCE1N-EBOX', giftFormat: 'digital', extras: [] }],
    [{ code: 'romance1n-pbox', giftFormat: 'physical' }, '#sleeves=201&cards=101,102', { productType: 'BOX', code: 'ROMANCE1N-PBOX', giftFormat: 'physical', extras: [201, 101, 102] }],
    [{ code: 'ROMANCE1N-PBOX', giftFormat: 'physical' }, '#sleeves=default&cards=101,101,x', { productType: 'BOX', code: 'ROMANCE1N-PBOX', giftFormat: 'physical', extras: [101] }],
    // a digital box has no extras
    [{ code: 'ROMANCE1N-EBOX', giftFormat: 'digital' }, '#sleeves=201', { productType: 'BOX', code: 'ROMANCE1N-EBOX', giftFormat: 'digital', extras: [] }],
    [{ code: 'ROMANCE1N-EBOX', giftFormat: 'physical' }, '', null],
    [{ code: 'ROMANCE1N', giftFormat: 'digital' }, '', null],
    [{ giftFormat: 'digital' }, '', null],
    [{ code: 'ROMANCE1N-EBOX' }, '', null],
  ])('%j %j → %j', (query, hash, expected) => {
    expect(boxHandoffOf(query, hash)).toEqual(expected);
  });

  it('gives a box its own idempotency scope', () => {
    expect(giftScope({ productType: 'BOX', code: 'ROMANCE1N-PBOX', giftFormat: 'physical', extras: [201] })).toBe('gift:box:ROMANCE1N-PBOX:201');
  });
});
