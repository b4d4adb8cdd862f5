import { fieldError, type FieldError, type FieldRule } from './field-rules';

/**
 * Where a physical box is posted (§3 shipping): the buyer's own address by default, or another recipient's, checked
 * with the buyer's rules (names text only, postal code at most 20). The box travels within the point of sale's
 * country, at the shipping price the box page showed.
 */
export const SHIPPING_FIELDS = ['firstName', 'lastName', 'address', 'postalCode', 'city'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingAddress = Record<ShippingField, string>;
export type ShippingChoice = { sameAsBuyer: boolean; address: ShippingAddress };

const RULES: Record<ShippingField, FieldRule> = {
  firstName: { kind: 'name', required: true },
  lastName: { kind: 'name', required: true },
  address: { kind: 'address', required: true },
  postalCode: { kind: 'postalCode', required: true },
  city: { kind: 'city', required: true },
};

export const emptyShipping = (): ShippingChoice => ({ sameAsBuyer: true, address: { firstName: '', lastName: '', address: '', postalCode: '', city: '' } });

/** The errors of another recipient's address, by field (none when the box goes to the buyer). */
export function shippingErrors(choice: ShippingChoice): Partial<Record<ShippingField, FieldError>> {
  if (choice.sameAsBuyer) return {};
  const errors: Partial<Record<ShippingField, FieldError>> = {};
  for (const field of SHIPPING_FIELDS) {
    const error = fieldError(RULES[field], choice.address[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The address the order call sends: the buyer's own, or the recipient's, trimmed. */
export function shippingAddressOf(choice: ShippingChoice, buyer: ShippingAddress): ShippingAddress {
  const source = choice.sameAsBuyer ? buyer : choice.address;
  return Object.fromEntries(SHIPPING_FIELDS.map((f) => [f, source[f].trim()])) as ShippingAddress;
}
