import { describe, expect, it } from '@jest/globals';
import { newVoucherCode, normalizeVoucherCode, VOUCHER_ALPHABET, VOUCHER_CODE_PATTERN, voucherHash, voucherPrefix, voucherValidUntil } from '../voucher-rules';

describe('voucher codes', () => {
  it('are four groups of four symbols of the alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i++) expect(newVoucherCode()).toMatch(VOUCHER_CODE_PATTERN);
    expect(VOUCHER_ALPHABET).not.toMatch(/[01ILO]/);
    expect(VOUCHER_ALPHABET).toHaveLength(31);
  });

  it('take every symbol from the random source', () => {
    let n = 0;
    expect(newVoucherCode(() => n++ % 31)).toBe('ABCD-EFGH-JKMN-PQRS');
  });

  it('differ between draws (no two equal in 2,000)', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newVoucherCode()));
    expect(codes.size).toBe(2000);
  });

  it.each([
    ['k7qm-3xhd-rw9p-tb2c', 'K7QM-3XHD-RW9P-TB2C'],
    ['K7QM 3XHD RW9P TB2C', 'K7QM-3XHD-RW9P-TB2C'],
    ['K7QM3XHDRW9PTB2C', 'K7QM-3XHD-RW9P-TB2C'],
    ['K7QM-3XHD-RW9P-TB2', null],
    ['K7QM-3XHD-RW9P-TB2O', null],
    ['K7QM-3XHD-RW9P-TB21', null],
    ['', null],
  ])('reads %j as %j', (typed, code) => {
    expect(normalizeVoucherCode(typed)).toBe(code);
  });

  it('keep a visible prefix and a hash, never the code', () => {
    expect(voucherPrefix('K7QM-3XHD-RW9P-TB2C')).toBe('K7QM');
    expect(voucherHash('K7QM-3XHD-RW9P-TB2C')).toMatch(/^[0-9a-f]{64}$/);
    expect(voucherHash('K7QM-3XHD-RW9P-TB2C')).not.toBe(voucherHash('K7QM-3XHD-RW9P-TB2D'));
  });
});

describe('voucherValidUntil (§1: stay voucher 1 year, box 1.5 years, activity 12 months)', () => {
  it.each([
    ['DIGITAL_ACTIVITY_ONLY', '2026-11-27T10:00:00Z', 'fr_FR', '2027-11-27'],
    ['STAY', '2026-11-27T10:00:00Z', 'fr_FR', '2027-11-27'],
    ['GIFTCARD', '2026-11-27T10:00:00Z', 'it_IT', '2027-11-27'],
    ['BOX', '2026-11-27T10:00:00Z', 'fr_FR', '2028-05-27'],
    // the point of sale's day: 23:30 UTC is already the next day in Paris
    ['DIGITAL_ACTIVITY_ONLY', '2026-12-31T23:30:00Z', 'fr_FR', '2028-01-01'],
    ['DIGITAL_ACTIVITY_ONLY', '2026-12-31T22:30:00Z', 'es_ES', '2027-12-31'],
    // kept to the month's last day
    ['BOX', '2026-08-31T10:00:00Z', 'fr_FR', '2028-02-29'],
    ['BOX', '2027-08-31T10:00:00Z', 'nl_BE', '2029-02-28'],
    ['STAY', '2028-02-29T10:00:00Z', 'fr_FR', '2029-02-28'],
  ] as const)('%s paid at %s in %s: valid until %s', (type, paidAt, locale, until) => {
    expect(voucherValidUntil(type, new Date(paidAt), locale)).toBe(until);
  });
});
