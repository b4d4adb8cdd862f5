import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import type { FieldStatus } from '../model/checkout-form';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  status: FieldStatus;
  /** The error text, shown and announced when the status is invalid. */
  error: string | null;
  /** Below the field: the e-mail's 'You mean …?' suggestion. */
  hint?: ReactNode;
};

/**
 * A labelled text input with the checkout's states (search-and-discovery §5): nothing while untouched, then success
 * (green border and tick) or error (red border, the message tied to the input with aria-describedby) once left.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ id, label, status, error, hint, ...input }, ref) {
  const errorId = `${id}-error`;
  return (
    <Field data-status={status}>
      <label htmlFor={id}>{label}</label>
      <span className="control">
        <input ref={ref} id={id} aria-invalid={status === 'invalid'} aria-describedby={status === 'invalid' ? errorId : undefined} {...input} />
        {status === 'valid' && (
          <svg className="tick" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
      </span>
      {status === 'invalid' && error && (
        <span id={errorId} className="error">
          {error}
        </span>
      )}
      {hint}
    </Field>
  );
});

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  label {
    font-weight: ${theme.font.weight.semibold};
  }
  .control {
    position: relative;
    display: flex;
  }
  input,
  select {
    width: 100%;
    min-height: 44px;
    padding: ${theme.space.sm} 40px ${theme.space.sm} ${theme.space.sm};
    font: inherit;
    border: 1px solid ${theme.colors.textMuted};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.white};
  }
  select {
    padding-right: ${theme.space.sm};
  }
  &[data-status='valid'] input {
    border-color: ${theme.colors.success};
  }
  &[data-status='invalid'] input {
    border: 2px solid ${theme.colors.danger};
  }
  .tick {
    position: absolute;
    right: ${theme.space.sm};
    top: 50%;
    transform: translateY(-50%);
    color: ${theme.colors.success};
  }
  .error {
    color: ${theme.colors.danger};
    font-size: ${theme.font.size.sm};
  }
`;
