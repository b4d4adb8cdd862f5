import { describe, expect, it } from '@jest/globals';
import { CONTACT_REASONS, CONTACT_REASON_KEYS } from '@/contracts/contact';
import { contactFieldError, contactFieldStatus, contactFormErrors, contactRequestOf, EMPTY_CONTACT_FORM, requestTypeOf, visibleFields, type ContactField, type ContactFieldError, type ContactForm } from '../contact-form';

describe('the contact form rules (§5)', () => {
  it.each<[ContactField, string, ContactFieldError | null]>([
    ['bookingNumber', '', { code: 'required' }],
    ['bookingNumber', '   ', { code: 'required' }],
    ['bookingNumber', '12345678', null],
    ['bookingNumber', ' 12345678 ', null],
    ['bookingNumber', '1234567', { code: 'bookingNumber' }],
    ['bookingNumber', '123456789', { code: 'bookingNumber' }],
    ['bookingNumber', '1234 5678', { code: 'bookingNumber' }],
    ['bookingNumber', 'ABCDEFGH', { code: 'bookingNumber' }],
    ['email', '', { code: 'required' }],
    ['email', 'jeanne@example.fr', null],
    ['email', 'jeanne@example', { code: 'email' }],
    ['email', 'jeanne example.fr', { code: 'email' }],
    ['email', '@example.fr', { code: 'email' }],
    ['email', `${'a'.repeat(250)}@ex.fr`, { code: 'tooLong', max: 254 }],
    ['name', '', { code: 'required' }],
    ['name', 'Élodie D’Arcy-Martin', null],
    ['name', "Jean O'Neil", null],
    ['name', 'Jean 2', { code: 'text' }],
    ['name', 'jean@example', { code: 'text' }],
    ['name', 'x'.repeat(61), { code: 'tooLong', max: 60 }],
    ['phone', '', { code: 'required' }],
    ['phone', '+33 (0)6 12-34-56-78', null],
    ['phone', '0612345678', null],
    ['phone', '06 12 34 56 7a', { code: 'phone' }],
    ['phone', '12345', { code: 'phone' }],
    ['phone', '06.12.34.56.78', { code: 'phone' }],
    ['description', '', { code: 'required' }],
    ['description', 'Bonjour, je voudrais changer mes dates.', null],
    ['description', 'x'.repeat(2001), { code: 'tooLong', max: 2000 }],
  ])('%s %j → %j', (field, value, error) => {
    expect(contactFieldError(field, value)).toEqual(error);
  });

  it('shows no field before a reason, every field for a booking reason, no booking number for avv_info', () => {
    expect(visibleFields(null)).toEqual([]);
    expect(visibleFields('booking_cancellation')).toEqual(['bookingNumber', 'email', 'name', 'phone', 'description']);
    expect(visibleFields('avv_info')).toEqual(['email', 'name', 'phone', 'description']);
    for (const reason of CONTACT_REASON_KEYS) expect(visibleFields(reason).includes('bookingNumber')).toBe(reason !== 'avv_info');
  });

  it('sets the request type and subtype from the reason', () => {
    expect(requestTypeOf('avv_info')).toEqual({ requestType: 'Information', requestSubtype: 'Before booking' });
    expect(requestTypeOf('booking_cancellation')).toEqual({ requestType: 'Booking', requestSubtype: 'Cancellation' });
    expect(Object.keys(CONTACT_REASONS)).toHaveLength(8);
  });

  const filled: ContactForm = { reason: 'invoice_request', bookingNumber: '12345678', email: ' jeanne@example.fr ', name: 'Jeanne', phone: '0612345678', description: ' Ma facture ' };

  it('lists the broken fields in display order on submit, only those of the reason', () => {
    expect(contactFormErrors({ ...EMPTY_CONTACT_FORM, reason: 'payment' }).map((e) => e.field)).toEqual(['bookingNumber', 'email', 'name', 'phone', 'description']);
    expect(contactFormErrors({ ...EMPTY_CONTACT_FORM, reason: 'avv_info' }).map((e) => e.field)).toEqual(['email', 'name', 'phone', 'description']);
    expect(contactFormErrors({ ...filled, reason: 'avv_info', bookingNumber: 'bad' })).toEqual([]);
    expect(contactFormErrors(filled)).toEqual([]);
  });

  it('shows a state only once a field was left (blur) or a submit tried', () => {
    expect(contactFieldStatus(filled, 'email', false)).toBe('idle');
    expect(contactFieldStatus(filled, 'email', true)).toBe('valid');
    expect(contactFieldStatus({ ...filled, email: 'nope' }, 'email', true)).toBe('invalid');
  });

  it('sends trimmed values, without a booking number for avv_info', () => {
    expect(contactRequestOf({ ...filled, reason: 'invoice_request' })).toEqual({ reason: 'invoice_request', bookingNumber: '12345678', email: 'jeanne@example.fr', name: 'Jeanne', phone: '0612345678', description: 'Ma facture' });
    expect(contactRequestOf({ ...filled, reason: 'avv_info' })).not.toHaveProperty('bookingNumber');
  });
});
