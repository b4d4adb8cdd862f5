import { describe, expect, it } from '@jest/globals';
import { emptyShipping, shippingAddressOf, shippingErrors } from '../shipping-address';

const BUYER = { firstName: 'Marie', lastName: 'Dupont', address: '3 rue Oberkampf', postalCode: '75011', city: 'Paris' };

describe('the shipping address of a physical box', () => {
  it('is the buyer own by default, with nothing to check', () => {
    expect(shippingErrors(emptyShipping())).toEqual({});
    expect(shippingAddressOf(emptyShipping(), { ...BUYER, city: ' Paris ' })).toEqual(BUYER);
  });

  it.each([
    [{}, {}],
    [{ firstName: '' }, { firstName: { code: 'required' } }],
    [{ lastName: 'Dupont2' }, { lastName: { code: 'text' } }],
    [{ postalCode: '1'.repeat(21) }, { postalCode: { code: 'tooLong', max: 20 } }],
    [{ postalCode: '1'.repeat(20) }, {}],
    [{ address: '', city: '' }, { address: { code: 'required' }, city: { code: 'required' } }],
  ])('another recipient %j → %j', (change, errors) => {
    const choice = { sameAsBuyer: false, address: { ...BUYER, firstName: 'Paul', ...change } };
    expect(shippingErrors(choice)).toEqual(errors);
  });

  it('sends the recipient address when it is another', () => {
    expect(shippingAddressOf({ sameAsBuyer: false, address: { ...BUYER, firstName: ' Paul ' } }, BUYER)).toEqual({ ...BUYER, firstName: 'Paul' });
  });
});
