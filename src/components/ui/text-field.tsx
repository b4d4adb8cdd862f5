import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** Nothing while untouched, then success or error once the field has been left (search-and-discovery §5). */
export type FieldStatus = 'idle' | 'valid' | 'invalid';

type Common = {
  id: string;
  label: string;
  status: FieldStatus;
  /** The error text, shown and announced when the status is invalid. */
  error: string | null;
  /** Below the field: the e-mail's 'You mean …?' suggestion, a hint. */
  hint?: ReactNode;
};

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & Common;
export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & Common;

const Tick = () => (
  <svg className="tick" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The control's state attributes: invalid, and described by its error (and hint) while shown. */
function describedBy(id: string, status: FieldStatus, error: string | null, extra?: string): { 'aria-invalid': boolean; 'aria-describedby'?: string } {
  const ids = [status === 'invalid' && error ? `${id}-error` : null, extra].filter(Boolean).join(' ');
  return { 'aria-invalid': status === 'invalid', ...(ids ? { 'aria-describedby': ids } : {}) };
}

/**
 * A labelled text input with the forms' states (search-and-discovery §5): nothing while untouched, then success
 * (green border and tick) or error (red border, the message tied to the input with aria-describedby) once left.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ id, label, status, error, hint, ...input }, ref) {
  return (
    <Field data-status={status}>
      <label htmlFor={id}>{label}</label>
      <span className="control">
        <input ref={ref} id={id} {...describedBy(id, status, error, input['aria-describedby'])} {...withoutDescribedBy(input)} />
        {status === 'valid' && <Tick />}
      </span>
      {status === 'invalid' && error && (
        <span id={`${id}-error`} className="error">
          {error}
        </span>
      )}
      {hint}
    </Field>
  );
});

/** The same states around a multi-line text (a message). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ id, label, status, error, hint, ...area }, ref) {
  return (
    <Field data-status={status}>
      <label htmlFor={id}>{label}</label>
      <span className="control">
        <textarea ref={ref} id={id} {...describedBy(id, status, error, area['aria-describedby'])} {...withoutDescribedBy(area)} />
        {status === 'valid' && <Tick />}
      </span>
      {status === 'invalid' && error && (
        <span id={`${id}-error`} className="error">
          {error}
        </span>
      )}
      {hint}
    </Field>
  );
});

function withoutDescribedBy<T extends { 'aria-describedby'?: string }>(props: T): Omit<T, 'aria-describedby'> {
  const rest = { ...props };
  delete rest['aria-describedby'];
  return rest;
}

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
  select,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: ${theme.space.sm} 40px ${theme.space.sm} ${theme.space.sm};
    font: inherit;
    border: 1px solid ${theme.colors.textMuted};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.white};
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
  select {
    padding-right: ${theme.space.sm};
  }
  &[data-status='valid'] :is(input, textarea) {
    border-color: ${theme.colors.success};
  }
  &[data-status='invalid'] :is(input, textarea, select) {
    border: 2px solid ${theme.colors.danger};
  }
  .tick {
    position: absolute;
    right: ${theme.space.sm};
    top: 50%;
    transform: translateY(-50%);
    color: ${theme.colors.success};
  }
  textarea + .tick {
    top: ${theme.space.md};
    transform: none;
  }
  .error {
    color: ${theme.colors.danger};
    font-size: ${theme.font.size.sm};
  }
`;
