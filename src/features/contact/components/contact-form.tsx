import { useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Field, TextAreaField, TextField } from '@/components/ui/text-field';
import { CONTACT_LIMITS, CONTACT_REASON_KEYS, type CaptchaPayload, type ContactReason } from '@/contracts/contact';
import { toCatalogLocale } from '@/lib/locales';
import { suggestEmail } from '@/lib/text/email-typo';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';
import { sendContactMessage, solveCaptcha } from '../api/contact-api';
import { contactFieldError, contactFieldStatus, contactFormErrors, contactRequestOf, EMPTY_CONTACT_FORM, visibleFields, type ContactField, type ContactFieldError, type ContactForm as Form } from '../model/contact-form';
import { contactMessages as m, reasonMessages } from './contact-messages';

type Problem = 'failed' | 'rateLimited' | null;

const fieldId = (field: ContactField | 'reason') => `contact-${field}`;

const INPUTS: Record<Exclude<ContactField, 'description'>, { type: string; autoComplete: string; inputMode?: 'numeric' | 'email' | 'tel'; maxLength: number }> = {
  bookingNumber: { type: 'text', autoComplete: 'off', inputMode: 'numeric', maxLength: 8 },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: CONTACT_LIMITS.email },
  name: { type: 'text', autoComplete: 'name', maxLength: CONTACT_LIMITS.name },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: CONTACT_LIMITS.phone },
};

function errorText(intl: IntlShape, error: ContactFieldError): string {
  switch (error.code) {
    case 'required':
      return intl.formatMessage(m.errorRequired);
    case 'bookingNumber':
      return intl.formatMessage(m.errorBookingNumber);
    case 'email':
      return intl.formatMessage(m.errorEmail);
    case 'text':
      return intl.formatMessage(m.errorText);
    case 'phone':
      return intl.formatMessage(m.errorPhone);
    case 'tooLong':
      return intl.formatMessage(m.errorTooLong, { maxlength: error.max });
  }
}

/**
 * 'Leave us a message' (product-and-purchase §4, §5): the reason first, which reveals the form (no booking number for
 * a question before booking); each field says success or error once left, the e-mail suggests a mistyped domain.
 * Send checks every field, then runs the invisible captcha (a proof of work found in the browser; none in
 * customer-care mode) and posts the message; a failure keeps everything typed and says to press Send again.
 */
export function ContactForm({ onSent }: { onSent: (reference: string) => void }) {
  const intl = useIntl();
  const { locale, flags } = useAppConfig();
  const [form, setForm] = useState<Form>(EMPTY_CONTACT_FORM);
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const captcha = useRef<CaptchaPayload | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);

  const touch = (field: ContactField) => setTouched((t) => new Set(t).add(field));
  const change = (field: ContactField, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !form.reason) return;
    const errors = contactFormErrors(form);
    if (errors.length > 0) {
      setTouched(new Set(visibleFields(form.reason)));
      document.getElementById(fieldId(errors[0].field))?.focus();
      return;
    }
    setSending(true);
    setProblem(null);
    // The invisible captcha (§4): submitting runs it, its answer is kept, and the message goes with it.
    if (!flags.customerCare && !captcha.current) captcha.current = await solveCaptcha();
    const outcome =
      flags.customerCare || captcha.current
        ? await sendContactMessage({ ...contactRequestOf({ ...form, reason: form.reason }), locale: toCatalogLocale(locale), ...(captcha.current ? { captcha: captcha.current } : {}) })
        : ({ kind: 'failed' } as const);
    // A proof of work is spent once, whatever the answer.
    captcha.current = null;
    setSending(false);
    if (outcome.kind === 'ok') return onSent(outcome.reference);
    setProblem(outcome.kind === 'rateLimited' ? 'rateLimited' : 'failed');
    requestAnimationFrame(() => problemRef.current?.focus());
  };

  const suggestion = touched.has('email') ? suggestEmail(form.email) : null;
  const fields = visibleFields(form.reason);

  return (
    <FormBox onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage(m.formTitle)}>
      <Field>
        <label htmlFor={fieldId('reason')}>{intl.formatMessage(m.reason)}</label>
        <select id={fieldId('reason')} name="contact_reason" value={form.reason ?? ''} onChange={(event) => setForm((f) => ({ ...f, reason: (event.target.value || null) as ContactReason | null }))}>
          <option value="" disabled>
            {intl.formatMessage(m.reasonPlaceholder)}
          </option>
          {CONTACT_REASON_KEYS.map((reason) => (
            <option key={reason} value={reason}>
              {intl.formatMessage(reasonMessages[reason])}
            </option>
          ))}
        </select>
      </Field>
      {form.reason && (
        <>
          <p className="note">{intl.formatMessage(m.allRequired)}</p>
          {fields.map((field) => {
            const status = contactFieldStatus(form, field, touched.has(field));
            const error = contactFieldError(field, form[field]);
            const common = {
              id: fieldId(field),
              name: field,
              label: intl.formatMessage(m[field]),
              value: form[field],
              status,
              error: error ? errorText(intl, error) : null,
              required: true,
              onBlur: () => touch(field),
            };
            if (field === 'description') return <TextAreaField key={field} {...common} rows={5} maxLength={CONTACT_LIMITS.description} onChange={(event) => change(field, event.target.value)} />;
            return (
              <TextField
                key={field}
                {...common}
                {...INPUTS[field]}
                onChange={(event) => change(field, event.target.value)}
                hint={
                  field === 'email' &&
                  suggestion && (
                    <Suggestion
                      type="button"
                      onClick={() => {
                        change('email', suggestion);
                        document.getElementById(fieldId('email'))?.focus();
                      }}
                    >
                      {intl.formatMessage(m.emailSuggestion, { email: suggestion })}
                    </Suggestion>
                  )
                }
              />
            );
          })}
          {problem && (
            <p ref={problemRef} tabIndex={-1} role="alert" className="problem">
              {intl.formatMessage(problem === 'rateLimited' ? m.rateLimited : m.failure)}
            </p>
          )}
          <Button type="submit" aria-disabled={sending || undefined}>
            {intl.formatMessage(sending ? m.sending : m.send)}
          </Button>
        </>
      )}
    </FormBox>
  );
}

const FormBox = styled.form`
  display: grid;
  gap: ${theme.space.md};
  .note {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
  .problem {
    margin: 0;
    padding: ${theme.space.md};
    border-left: 4px solid ${theme.colors.danger};
    background: ${theme.colors.surface};
    color: ${theme.colors.danger};
  }
`;

const Suggestion = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.brandDark};
  font: inherit;
  font-size: ${theme.font.size.sm};
  text-decoration: underline;
  cursor: pointer;
`;
