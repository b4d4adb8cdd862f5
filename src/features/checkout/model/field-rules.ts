/**
 * The rules of the checkout's text fields (product-and-purchase §5, search-and-discovery §5): required fields
 * ('Mandatory field'), names (letters, space, apostrophe, hyphen: 'Only text is expected'), e-mail ('Email seems
 * incorrect'), phone per country ('Phone number seems incorrect'), lengths ('The field is limited to {maxlength}
 * characters'; postal code 20).
 */
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from '@/contracts/checkout';

export type FieldError = { code: 'required' } | { code: 'text' } | { code: 'email' } | { code: 'phone' } | { code: 'tooLong'; max: number };

/** The buyer's countries the form offers (ISO 3166-1), those of the points of sale first; each has its phone plan or the generic one. */
export const BUYER_COUNTRIES = ['FR', 'BE', 'ES', 'IT', 'NL', 'LU', 'DE', 'CH', 'PT', 'GB'] as const;
export type BuyerCountry = (typeof BUYER_COUNTRIES)[number];
export type PhoneCountry = BuyerCountry | 'OTHER';

/** The server's limits (src/contracts/checkout.ts): the page refuses what the order call would. */
export const MAX_LENGTH = {
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  address: ADDRESS_MAX_LENGTH,
  postalCode: POSTAL_CODE_MAX_LENGTH,
  city: CITY_MAX_LENGTH,
} as const;

/** Letters of any language (accents included), then single spaces, apostrophes or hyphens between them. */
const NAME = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * National numbers: the calling code and the digits after it (the trunk 0 dropped where the country has one).
 * FR 06 12 34 56 78 / +33 6 12 34 56 78; ES 612 345 678 / +34; BE 0470 12 34 56 or 02 123 45 67 / +32; NL 06 12345678 / +31;
 * IT keeps its leading 0 for landlines after +39: 6 to 11 digits.
 */
const PHONE_PLANS: Partial<Record<PhoneCountry, { code: string; trunk: boolean; digits: [number, number] }>> = {
  FR: { code: '33', trunk: true, digits: [9, 9] },
  ES: { code: '34', trunk: false, digits: [9, 9] },
  BE: { code: '32', trunk: true, digits: [8, 9] },
  NL: { code: '31', trunk: true, digits: [9, 9] },
  IT: { code: '39', trunk: false, digits: [6, 11] },
};

export function isValidPhone(value: string, country: PhoneCountry): boolean {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith('00');
  const e164 = digits.startsWith('00') ? digits.slice(2) : digits;
  const plan = PHONE_PLANS[country];
  if (!plan) return international ? e164.length >= 8 && e164.length <= 15 : digits.length >= 6 && digits.length <= 15;
  let national: string;
  if (international) {
    if (!e164.startsWith(plan.code)) return e164.length >= 8 && e164.length <= 15; // a foreign number given in full
    national = e164.slice(plan.code.length);
  } else if (plan.trunk) {
    if (!digits.startsWith('0')) return false;
    national = digits.slice(1);
  } else national = digits;
  return national.length >= plan.digits[0] && national.length <= plan.digits[1] && !(plan.trunk && national.startsWith('0'));
}

export type FieldKind = 'name' | 'email' | 'phone' | 'address' | 'postalCode' | 'city';

export type FieldRule = { kind: FieldKind; required: boolean };

/** The first broken rule of a value, or null. Spaces around the value do not count. */
export function fieldError(rule: FieldRule, raw: string, phoneCountry: PhoneCountry = 'OTHER'): FieldError | null {
  const value = raw.trim();
  if (!value) return rule.required ? { code: 'required' } : null;
  const max = MAX_LENGTH[rule.kind];
  if (value.length > max) return { code: 'tooLong', max };
  if (rule.kind === 'name' && !NAME.test(value)) return { code: 'text' };
  if (rule.kind === 'email' && !EMAIL.test(value)) return { code: 'email' };
  if (rule.kind === 'phone' && !isValidPhone(value, phoneCountry)) return { code: 'phone' };
  return null;
}

/** The country a locale's visitor most likely lives in (the select's default). */
export const countryOfLocale = (locale: string): BuyerCountry => {
  const country = locale.slice(3).toUpperCase();
  return (BUYER_COUNTRIES as readonly string[]).includes(country) ? (country as BuyerCountry) : 'FR';
};
