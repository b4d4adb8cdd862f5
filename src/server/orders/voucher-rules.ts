import { createHash, randomInt } from 'node:crypto';
import { addMonths, format, parseISO } from 'date-fns';
import type { CatalogLocaleCode } from '@/contracts/common';
import { VOUCHER_VALIDITY_MONTHS } from '@/contracts/gift-checkout';
import { todayAt } from '@/lib/days';

/**
 * Voucher codes of gift orders (docs/gift-checkout.md). A code is 16 characters from an alphabet without the
 * look-alikes 0/O, 1/I/L (31 symbols: 79 random bits, never guessable), written in four groups of four:
 * `K7QM-3XHD-RW9P-TB2C`. The database keeps its SHA-256 and the first group (the visible prefix customer care reads
 * back to a buyer); the code itself is only in the e-mail that delivers it.
 */
export const VOUCHER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SYMBOLS = VOUCHER_ALPHABET;
export const VOUCHER_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/;

export function newVoucherCode(random: (max: number) => number = randomInt): string {
  const chars = Array.from({ length: 16 }, () => SYMBOLS[random(SYMBOLS.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** A code as typed (any case, spaces or dashes anywhere) in its written form, or null when it cannot be one. */
export function normalizeVoucherCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== 16) return null;
  const code = [0, 4, 8, 12].map((i) => plain.slice(i, i + 4)).join('-');
  return VOUCHER_CODE_PATTERN.test(code) ? code : null;
}

export const voucherHash = (code: string): string => createHash('sha256').update(code).digest('hex');
export const voucherPrefix = (code: string): string => code.slice(0, 4);

/**
 * The last day a voucher can be used (§1): the point of sale's day it is paid plus its validity (stay voucher and
 * activity 12 months, box 18), kept to the month's last day (paid 31 August, a box is valid until 28 or 29 February).
 */
export function voucherValidUntil(productType: keyof typeof VOUCHER_VALIDITY_MONTHS, paidAt: Date, locale: CatalogLocaleCode): string {
  const { day } = todayAt(locale, paidAt);
  return format(addMonths(parseISO(day), VOUCHER_VALIDITY_MONTHS[productType]), 'yyyy-MM-dd');
}
