import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { GIFT_FORM_LIMITS, type GiftFieldError, type GiftFormField as FieldName } from '@/contracts/gift-customisation';
import { theme } from '@/styles/theme';
import type { GiftForm } from './use-gift-form';

const LABELS = defineMessages<FieldName>({
  fromName: { id: 'giftCard.fromName' },
  message: { id: 'giftCard.message' },
});

/** The sender's name where it is mandatory (the stay gifting form, §5): no '(optional)' in its label. */
const MANDATORY_NAME = defineMessages({ label: { id: 'giftCard.fromName.required' } });

const ERRORS = defineMessages<GiftFieldError>({
  mandatory: { id: 'giftCard.error.mandatory' },
  textOnly: { id: 'giftCard.error.textOnly' },
  tooLong: { id: 'giftCard.error.tooLong' },
});

/** The input's id for a field of a form whose ids start with `idPrefix` (to move the focus to the first wrong one). */
export const giftFieldId = (idPrefix: string, name: FieldName) => `${idPrefix}-${name}`;

/**
 * One field of the gift form (§5): the sender's name or the message ('Max. 180 characters' under it), its error
 * ('Mandatory field', 'Only text is expected', 'The field is limited to {maxlength} characters') announced, success
 * or error state after blur. The gift card page, the box's personalisation drawer and the stay gifting form render the
 * same fields; `mandatory` (the stay form's name) drops '(optional)' from the label and marks the input required.
 */
export function GiftFormField({ form, name, idPrefix, mandatory = false }: { form: GiftForm; name: FieldName; idPrefix: string; mandatory?: boolean }) {
  const intl = useIntl();
  const state = form.fields[name];
  const id = giftFieldId(idPrefix, name);
  const error = state.error ? intl.formatMessage(ERRORS[state.error], { maxlength: GIFT_FORM_LIMITS[name] }) : null;
  const described = [error ? `${id}-error` : null, name === 'message' ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value: state.value,
    'aria-invalid': state.error !== null,
    'aria-required': mandatory || undefined,
    'aria-describedby': described,
    onBlur: () => form.blur(name),
  };
  return (
    <Field data-status={state.error ? 'invalid' : state.touched ? 'valid' : 'idle'}>
      <label htmlFor={id}>
        <FormattedMessage {...(mandatory && name === 'fromName' ? MANDATORY_NAME.label : LABELS[name])} />
      </label>
      {name === 'message' ? (
        <textarea {...common} rows={4} onChange={(e) => form.type(name, e.target.value)} />
      ) : (
        <input {...common} type="text" autoComplete="name" onChange={(e) => form.type(name, e.target.value)} />
      )}
      {name === 'message' && (
        <Hint id={`${id}-hint`}>
          <FormattedMessage id="giftCard.message.hint" values={{ max: GIFT_FORM_LIMITS.message }} />
        </Hint>
      )}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  label {
    font-weight: ${theme.font.weight.semibold};
  }
  input,
  textarea {
    font: inherit;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.textMuted};
    border-radius: ${theme.radius.md};
    min-height: 44px;
  }
  &[data-status='invalid'] input,
  &[data-status='invalid'] textarea {
    border-color: ${theme.colors.danger};
  }
  &[data-status='valid'] input,
  &[data-status='valid'] textarea {
    border-color: ${theme.colors.success};
  }
`;

const Hint = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

export const ErrorText = styled.span`
  color: ${theme.colors.danger};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;
