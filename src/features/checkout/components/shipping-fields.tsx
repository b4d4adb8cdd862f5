import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import type { FieldError } from '../model/field-rules';
import { MAX_LENGTH } from '../model/field-rules';
import { SHIPPING_FIELDS, type ShippingChoice, type ShippingField } from '../model/shipping-address';
import { checkoutMessages as m } from './checkout-messages';
import { TextField } from './text-field';

const s = defineMessages({
  title: { id: 'giftCheckout.shipping.title' },
  titleStay: { id: 'giftCheckout.shipping.title.stay' },
  sameAsBuyer: { id: 'giftCheckout.shipping.sameAsBuyer' },
  country: { id: 'giftCheckout.shipping.country' },
}) as Record<string, MessageDescriptor>;

const LENGTH: Record<ShippingField, number> = { firstName: MAX_LENGTH.name, lastName: MAX_LENGTH.name, address: MAX_LENGTH.address, postalCode: MAX_LENGTH.postalCode, city: MAX_LENGTH.city };
const AUTOCOMPLETE: Record<ShippingField, string> = { firstName: 'shipping given-name', lastName: 'shipping family-name', address: 'shipping street-address', postalCode: 'shipping postal-code', city: 'shipping address-level2' };

export const shippingFieldId = (field: ShippingField) => `shipping-${field}`;

function errorText(intl: ReturnType<typeof useIntl>, error: FieldError): string {
  if (error.code === 'text') return intl.formatMessage(m.errorText);
  if (error.code === 'tooLong') return intl.formatMessage(m.errorTooLong, { maxlength: error.max });
  return intl.formatMessage(m.errorRequired);
}

/**
 * A physical box's or stay voucher's delivery address (§3 shipping): the buyer's by default; unticked, the recipient's name and address,
 * each field showing its error or success once left. The country is the point of sale's, named in the page's language.
 */
export function ShippingFields({
  choice,
  onChange,
  errors,
  touched,
  onTouch,
  countryName,
  what = 'box',
}: {
  choice: ShippingChoice;
  onChange: (choice: ShippingChoice) => void;
  errors: Partial<Record<ShippingField, FieldError>>;
  touched: ReadonlySet<ShippingField>;
  onTouch: (field: ShippingField) => void;
  countryName: string;
  /** what is posted: a box, or a stay voucher's printed card (the group's name says which) */
  what?: 'box' | 'stay';
}) {
  const intl = useIntl();
  return (
    <Box aria-labelledby="shipping-title">
      <legend id="shipping-title">{intl.formatMessage(what === 'stay' ? s.titleStay : s.title)}</legend>
      <label className="check" htmlFor="shipping-same">
        <input id="shipping-same" type="checkbox" checked={choice.sameAsBuyer} onChange={(event) => onChange({ ...choice, sameAsBuyer: event.target.checked })} />
        <span>{intl.formatMessage(s.sameAsBuyer)}</span>
      </label>
      {!choice.sameAsBuyer && (
        <div className="grid">
          {SHIPPING_FIELDS.map((field) => {
            const error = errors[field];
            return (
              <div key={field} className={field === 'address' ? 'wide' : undefined}>
                <TextField
                  id={shippingFieldId(field)}
                  name={`shipping.${field}`}
                  label={intl.formatMessage(m[field])}
                  value={choice.address[field]}
                  status={touched.has(field) ? (error ? 'invalid' : 'valid') : 'idle'}
                  error={error ? errorText(intl, error) : null}
                  onChange={(event) => onChange({ ...choice, address: { ...choice.address, [field]: event.target.value } })}
                  onBlur={() => onTouch(field)}
                  autoComplete={AUTOCOMPLETE[field]}
                  maxLength={LENGTH[field]}
                  required
                />
              </div>
            );
          })}
        </div>
      )}
      <p className="note">{intl.formatMessage(s.country, { country: countryName })}</p>
    </Box>
  );
}

const Box = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  .note {
    margin: 0;
  }
`;
