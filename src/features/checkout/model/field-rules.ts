/**
 * The rules of the checkout's text fields (product-and-purchase §5, search-and-discovery §5): required fields
 * ('Mandatory field'), names (letters, space, apostrophe, hyphen: 'Only text is expected'), e-mail ('Email seems
 * incorrect'), phone per country ('Phone number seems incorrect'), lengths ('The field is limited to {maxlength}
 * characters'; postal code 20).
 */
export type FieldError = { code: 'required' } | { code: 'text' } | { code: 'email' } | { code: 'phone' } | { code: 'tooLong'; max: number };

export const PHONE_COUNTRIES = ['FR', 'ES', 'BE', 'NL', 'IT', 'OTHER'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

export const MAX_LENGTH = { name: 50, email: 100, phone: 25, address: 100, postalCode: 20, city: 60 } as const;

/** Letters of any language (accents included), then single spaces, apostrophes or hyphens between them. */
const NAME = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * National numbers: the calling code and the digits after it (the trunk 0 dropped where the country has one).
 * FR 06 12 34 56 78 / +33 6 12 34 56 78; ES 612 345 678 / +34; BE 0470 12 34 56 or 02 123 45 67 / +32; NL 06 12345678 / +31;
 * IT keeps its leading 0 for landlines after +39: 6 to 11 digits.
 */
const PHONE_PLANS: Record<Exclude<PhoneCountry, 'OTHER'>, { code: string; trunk: boolean; digits: [number, number] }> = {
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
  if (country === 'OTHER') return international ? e164.length >= 8 && e164.length <= 15 : digits.length >= 6 && digits.length <= 15;
  const plan = PHONE_PLANS[country];
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

/** The phone country a locale's visitor most likely has (the select's default). */
export const phoneCountryOf = (locale: string): PhoneCountry => {
  const country = locale.slice(3).toUpperCase();
  return (PHONE_COUNTRIES as readonly string[]).includes(country) ? (country as PhoneCountry) : 'OTHER';
};
