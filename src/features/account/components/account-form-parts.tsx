import { forwardRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contracts/account';
import { theme } from '@/styles/theme';
import type { AccountOutcome } from '../api/account-api';
import type { AccountFieldError } from '../model/account-form';
import { accountMessages as m } from './account-messages';

/** The text of a field's error, in the visitor's language. */
export function useFieldErrorText(): (error: AccountFieldError | null) => string | null {
  const intl = useIntl();
  return (error) => {
    if (!error) return null;
    if (error === 'email') return intl.formatMessage(m.emailInvalid);
    if (error === 'tooShort') return intl.formatMessage({ id: 'account.error.tooShort' }, { min: PASSWORD_MIN_LENGTH });
    if (error === 'tooLong') return intl.formatMessage({ id: 'account.error.tooLong' }, { max: PASSWORD_MAX_LENGTH });
    return intl.formatMessage(m.required);
  };
}

/** What a failed call tells the visitor, or null when it succeeded. */
export function useOutcomeText(): (outcome: AccountOutcome<unknown> | null) => string | null {
  const intl = useIntl();
  return (outcome) => {
    if (!outcome || outcome.kind === 'ok') return null;
    if (outcome.kind === 'problem') return intl.formatMessage(m[outcome.code]);
    if (outcome.kind === 'signedOut') return intl.formatMessage(m.SIGNED_OUT);
    return intl.formatMessage(m[outcome.kind]);
  };
}

type AccountFieldProps = Omit<TextFieldProps, 'status' | 'error'> & { touched: boolean; errorText: string | null; hint?: ReactNode };

/** A field of the account forms: its error shown once it has been left or the form sent. */
export const AccountField = forwardRef<HTMLInputElement, AccountFieldProps>(function AccountField({ touched, errorText, ...props }, ref) {
  return <TextField ref={ref} {...props} status={touched ? (errorText ? 'invalid' : 'valid') : 'idle'} error={errorText} />;
});

/** The form's answer: an alert the screen reader reads as it appears, focused so keyboard users land on it. */
export const FormAlert = forwardRef<HTMLParagraphElement, { text: string | null; tone?: 'error' | 'success' }>(function FormAlert({ text, tone = 'error' }, ref) {
  return (
    <Alert ref={ref} role={tone === 'error' ? 'alert' : 'status'} tabIndex={-1} $tone={tone} hidden={!text}>
      {text}
    </Alert>
  );
});

const Alert = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  border: 1px solid ${({ $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  color: ${({ $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${theme.colors.white};
  &[hidden] {
    display: none;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  max-width: 28rem;
`;

export const PasswordHint = ({ id }: { id: string }) => {
  const intl = useIntl();
  return (
    <Hint id={id}>
      {intl.formatMessage({ id: 'account.field.passwordHint' }, { min: PASSWORD_MIN_LENGTH })}
    </Hint>
  );
};

const Hint = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;
