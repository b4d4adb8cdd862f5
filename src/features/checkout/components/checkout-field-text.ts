import type { IntlShape } from 'react-intl';
import type { FormField } from '../model/checkout-form';
import type { FieldError } from '../model/field-rules';
import { checkoutMessages as m } from './checkout-messages';

/** A field's id in the checkout form (the error summary's links point at it). */
export const fieldId = (field: FormField) => `checkout-${field.replace(/\./g, '-')}`;

/** What is wrong with a field, as its own message and the error summary say it. */
export function errorText(intl: IntlShape, field: FormField, error: FieldError): string {
  if (field === 'paymentMethod') return intl.formatMessage(m.errorPaymentMethod);
  if (field === 'terms') return intl.formatMessage(m.errorTerms);
  switch (error.code) {
    case 'required':
      return intl.formatMessage(m.errorRequired);
    case 'text':
      return intl.formatMessage(m.errorText);
    case 'email':
      return intl.formatMessage(m.errorEmail);
    case 'phone':
      return intl.formatMessage(m.errorPhone);
    case 'tooLong':
      return intl.formatMessage(m.errorTooLong, { maxlength: error.max });
  }
}
