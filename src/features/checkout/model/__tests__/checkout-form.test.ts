/** @jest-environment node */
import { emptyForm, fieldStatus, formErrors, orderDetails, withField, type CheckoutForm } from '../checkout-form';

const filled = (): CheckoutForm => ({
  ...emptyForm({ locale: 'fr-FR', travellers: 2, paymentMethods: ['hotel', 'bankTransfer'] }),
  buyer: { firstName: 'Marie', lastName: 'Dupont', email: 'marie@example.fr', phone: '06 12 34 56 78', address: '3 rue Oberkampf', postalCode: '75011', city: 'Paris' },
  travellers: [{ firstName: 'Paul', lastName: 'Dupont' }],
  paymentMethod: 'hotel',
  termsAccepted: true,
});

describe('emptyForm', () => {
  it("fills in a signed-in customer's names and e-mail, leaving the rest to the visitor", () => {
    const form = emptyForm({ locale: 'nl-BE', travellers: 2, paymentMethods: ['card'], buyer: { firstName: 'Lotte', lastName: 'Peeters', email: 'lotte@example.be' } });
    expect(form.buyer).toEqual({ firstName: 'Lotte', lastName: 'Peeters', email: 'lotte@example.be', phone: '', address: '', postalCode: '', city: '' });
    expect(form.travellers).toEqual([{ firstName: '', lastName: '' }]);
    expect(emptyForm({ locale: 'nl-BE', travellers: 1, paymentMethods: ['card'], buyer: null }).buyer.email).toBe('');
  });

  it('asks a name for each traveller but the buyer, the phone country of the locale, the only method chosen', () => {
    const form = emptyForm({ locale: 'es-ES', travellers: 3, paymentMethods: ['hotel'] });
    expect(form.travellers).toHaveLength(2);
    expect(form.country).toBe('ES');
    expect(form.paymentMethod).toBe('hotel');
    expect(emptyForm({ locale: 'es-ES', travellers: 1, paymentMethods: ['hotel', 'bankTransfer'] })).toMatchObject({ travellers: [], paymentMethod: null });
  });
});

describe('formErrors: every broken rule in the form’s order', () => {
  it('finds none in a filled form', () => expect(formErrors(filled())).toEqual([]));

  it.each<[string, (form: CheckoutForm) => CheckoutForm, string[]]>([
    ['an empty form', () => emptyForm({ locale: 'fr-FR', travellers: 2, paymentMethods: ['hotel', 'bankTransfer'] }), ['firstName', 'lastName', 'email', 'phone', 'address', 'postalCode', 'city', 'traveller.0.firstName', 'traveller.0.lastName', 'paymentMethod', 'terms']],
    ['a wrong e-mail', (f) => withField(f, 'email', 'marie@'), ['email']],
    ['a traveller with digits', (f) => withField(f, 'traveller.0.lastName', 'Dupont 2'), ['traveller.0.lastName']],
    ['a long postal code', (f) => withField(f, 'postalCode', 'X'.repeat(21)), ['postalCode']],
    ['terms refused', (f) => ({ ...f, termsAccepted: false }), ['terms']],
    ['a Spanish number for France', (f) => withField(f, 'phone', '612 345 678'), ['phone']],
    ['the same number with Spain chosen', (f) => ({ ...withField(f, 'phone', '612 345 678'), country: 'ES' }), []],
  ])('%s', (_, change, fields) => expect(formErrors(change(filled())).map((e) => e.field)).toEqual(fields));
});

describe('fieldStatus: success or error once the field is left', () => {
  it.each<[string, boolean, ReturnType<typeof fieldStatus>]>([
    ['', false, 'idle'],
    ['', true, 'invalid'],
    ['marie@', false, 'idle'],
    ['marie@', true, 'invalid'],
    ['marie@example.fr', true, 'valid'],
  ])('%j touched %s → %s', (value, touched, expected) => expect(fieldStatus(withField(filled(), 'email', value), 'email', touched)).toBe(expected));
});

describe('orderDetails', () => {
  it('sends the buyer as the lead traveller, trimmed, then the other travellers', () => {
    const form = withField(filled(), 'firstName', '  Marie ');
    expect(orderDetails(form)).toEqual({
      buyer: { firstName: 'Marie', lastName: 'Dupont', email: 'marie@example.fr', phone: '06 12 34 56 78', address: '3 rue Oberkampf', postalCode: '75011', city: 'Paris', country: 'FR' },
      travellers: [
        { firstName: 'Marie', lastName: 'Dupont' },
        { firstName: 'Paul', lastName: 'Dupont' },
      ],
      insurance: false,
      paymentMethod: 'hotel',
    });
  });
});
