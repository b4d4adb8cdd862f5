/** @jest-environment node */
import { fieldError, isValidPhone, countryOfLocale, type FieldError, type FieldRule, type PhoneCountry } from '../field-rules';

const required = (kind: FieldRule['kind']): FieldRule => ({ kind, required: true });

describe('fieldError: the text fields’ rules (§5)', () => {
  it.each<[FieldRule, string, FieldError | null]>([
    [required('name'), '', { code: 'required' }],
    [required('name'), '   ', { code: 'required' }],
    [{ kind: 'name', required: false }, '', null],
    [required('name'), 'Dupont', null],
    [required('name'), "N'Diaye", null],
    [required('name'), 'Jean-Pierre', null],
    [required('name'), 'De la Fuente', null],
    [required('name'), 'Müller Ñúñez', null],
    [required('name'), 'Dupont2', { code: 'text' }],
    [required('name'), 'Jean--Pierre', { code: 'text' }],
    [required('name'), 'Marie@', { code: 'text' }],
    [required('name'), 'a'.repeat(61), { code: 'tooLong', max: 60 }],
    [required('email'), 'marie@example.fr', null],
    [required('email'), 'marie@example', { code: 'email' }],
    [required('email'), 'marie example.fr', { code: 'email' }],
    [required('email'), 'marie@@example.fr', { code: 'email' }],
    [required('postalCode'), '75011', null],
    [required('postalCode'), '1'.repeat(20), null],
    [required('postalCode'), '1'.repeat(21), { code: 'tooLong', max: 20 }],
    [required('phone'), '06 12 34 56 78', null],
    [required('phone'), '06-12-34-56-7a', { code: 'phone' }],
  ])('%j %j → %j', (rule, value, expected) => expect(fieldError(rule, value, 'FR')).toEqual(expected));
});

describe('isValidPhone: per country', () => {
  it.each<[PhoneCountry, string, boolean]>([
    ['FR', '06 12 34 56 78', true],
    ['FR', '+33 6 12 34 56 78', true],
    ['FR', '0033 6 12 34 56 78', true],
    ['FR', '+33 (0)6 12 34 56 78', false],
    ['FR', '6 12 34 56 78', false],
    ['FR', '06 12 34 56', false],
    ['FR', '06 12 34 56 78 9', false],
    ['ES', '612 345 678', true],
    ['ES', '+34 612 345 678', true],
    ['ES', '612 345 67', false],
    ['BE', '0470 12 34 56', true],
    ['BE', '02 123 45 67', true],
    ['BE', '+32 470 12 34 56', true],
    ['BE', '470 12 34 56', false],
    ['NL', '06 12345678', true],
    ['NL', '+31 6 12345678', true],
    ['NL', '06 1234567', false],
    ['IT', '333 123 4567', true],
    ['IT', '+39 06 1234 5678', true],
    ['IT', '12345', false],
    // A number of another country written in full is accepted whatever the country chosen.
    ['FR', '+34 612 345 678', true],
    ['GB', '+44 20 7946 0958', true],
    ['OTHER', '020 7946 0958', true],
    ['OTHER', '12345', false],
    ['FR', 'call me', false],
  ])('%s %j → %s', (country, value, expected) => expect(isValidPhone(value, country)).toBe(expected));
});

describe('countryOfLocale', () => {
  it.each([
    ['fr-FR', 'FR'],
    ['nl-BE', 'BE'],
    ['it-IT', 'IT'],
    ['en-US', 'FR'],
  ])('%s → %s', (locale, expected) => expect(countryOfLocale(locale)).toBe(expected));
});
