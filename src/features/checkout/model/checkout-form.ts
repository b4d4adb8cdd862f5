import type { PaymentMethod, PlaceOrderRequest } from '@/contracts/checkout';
import { countryOfLocale, fieldError, type BuyerCountry, type FieldError, type FieldRule } from './field-rules';

/**
 * The checkout form's state and its one validation: the buyer's details, one name per traveller, the payment method,
 * the optional cancellation insurance and the terms. `formErrors` lists every broken rule in the order the form shows
 * its fields (the error summary's order); a field shows its state only once left (success or error after blur).
 */
export const BUYER_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address', 'postalCode', 'city'] as const;
export type BuyerField = (typeof BUYER_FIELDS)[number];

export const BUYER_RULES: Record<BuyerField, FieldRule> = {
  firstName: { kind: 'name', required: true },
  lastName: { kind: 'name', required: true },
  email: { kind: 'email', required: true },
  phone: { kind: 'phone', required: true },
  address: { kind: 'address', required: true },
  postalCode: { kind: 'postalCode', required: true },
  city: { kind: 'city', required: true },
};

export type TravellerName = { firstName: string; lastName: string };

export type CheckoutForm = {
  buyer: Record<BuyerField, string>;
  /** The buyer's country: the address's, and the phone plan the number is checked against. */
  country: BuyerCountry;
  /** Travellers other than the buyer (the buyer travels and is the lead traveller): the other adults and children. */
  travellers: TravellerName[];
  paymentMethod: PaymentMethod | null;
  insurance: boolean;
  termsAccepted: boolean;
};

/** A field's key in the form: a buyer field, a traveller's name (`traveller.0.lastName`), the payment choice or the terms. */
export type FormField = BuyerField | `traveller.${number}.${keyof TravellerName}` | 'paymentMethod' | 'terms';

export type FormError = { field: FormField; error: FieldError };

/** What a signed-in customer's account fills in ahead (issue 35 point 17): the visitor may still change each. */
export type BuyerPrefill = { firstName: string; lastName: string; email: string };

export function emptyForm({ locale, travellers, paymentMethods, buyer }: { locale: string; travellers: number; paymentMethods: readonly PaymentMethod[]; buyer?: BuyerPrefill | null }): CheckoutForm {
  return {
    buyer: { firstName: buyer?.firstName ?? '', lastName: buyer?.lastName ?? '', email: buyer?.email ?? '', phone: '', address: '', postalCode: '', city: '' },
    country: countryOfLocale(locale),
    travellers: Array.from({ length: Math.max(0, travellers - 1) }, () => ({ firstName: '', lastName: '' })),
    // One method offered: chosen already; several: the visitor picks.
    paymentMethod: paymentMethods.length === 1 ? paymentMethods[0] : null,
    insurance: false,
    termsAccepted: false,
  };
}

const NAME_RULE: FieldRule = { kind: 'name', required: true };

/** The value a field holds (text fields only). */
export function fieldValue(form: CheckoutForm, field: FormField): string {
  const traveller = /^traveller\.(\d+)\.(firstName|lastName)$/.exec(field);
  if (traveller) return form.travellers[Number(traveller[1])]?.[traveller[2] as keyof TravellerName] ?? '';
  return (form.buyer as Record<string, string>)[field] ?? '';
}

/** The form with one text field changed. */
export function withField(form: CheckoutForm, field: FormField, value: string): CheckoutForm {
  const traveller = /^traveller\.(\d+)\.(firstName|lastName)$/.exec(field);
  if (traveller) {
    const index = Number(traveller[1]);
    return { ...form, travellers: form.travellers.map((t, i) => (i === index ? { ...t, [traveller[2]]: value } : t)) };
  }
  return { ...form, buyer: { ...form.buyer, [field]: value } };
}

/** The error of one text field, or null. */
export function textFieldError(form: CheckoutForm, field: FormField): FieldError | null {
  if (field === 'paymentMethod' || field === 'terms') return null;
  const rule = (BUYER_RULES as Record<string, FieldRule>)[field] ?? NAME_RULE;
  return fieldError(rule, fieldValue(form, field), form.country);
}

/** Every broken rule, in the form's order. */
export function formErrors(form: CheckoutForm): FormError[] {
  const fields: FormField[] = [
    ...BUYER_FIELDS,
    ...form.travellers.flatMap((_, i) => [`traveller.${i}.firstName`, `traveller.${i}.lastName`] as FormField[]),
  ];
  const errors: FormError[] = [];
  for (const field of fields) {
    const error = textFieldError(form, field);
    if (error) errors.push({ field, error });
  }
  if (!form.paymentMethod) errors.push({ field: 'paymentMethod', error: { code: 'required' } });
  if (!form.termsAccepted) errors.push({ field: 'terms', error: { code: 'required' } });
  return errors;
}

export type FieldStatus = 'idle' | 'valid' | 'invalid';

/** What a text field shows: nothing until it has been left (or a submit was tried), then success or error. */
export function fieldStatus(form: CheckoutForm, field: FormField, touched: boolean): FieldStatus {
  if (!touched) return 'idle';
  return textFieldError(form, field) ? 'invalid' : 'valid';
}

/** What the order call receives of the form (the stay's criteria and the shown total are added by the caller). */
export function orderDetails(form: CheckoutForm): Pick<PlaceOrderRequest, 'buyer' | 'travellers' | 'insurance'> & { paymentMethod: PaymentMethod } {
  const b = form.buyer;
  const trim = (t: { firstName: string; lastName: string }) => ({ firstName: t.firstName.trim(), lastName: t.lastName.trim() });
  return {
    buyer: { firstName: b.firstName.trim(), lastName: b.lastName.trim(), email: b.email.trim(), phone: b.phone.trim(), address: b.address.trim(), postalCode: b.postalCode.trim(), city: b.city.trim(), country: form.country },
    travellers: [trim(b), ...form.travellers.map(trim)],
    insurance: form.insurance,
    paymentMethod: form.paymentMethod ?? 'hotel',
  };
}
