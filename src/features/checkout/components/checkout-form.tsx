import Link from 'next/link';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { CARD_PAYMENT_MINUTES, type PaymentMethod, type StayCart } from '@/contracts/checkout';
import { theme } from '@/styles/theme';
import { BUYER_FIELDS, fieldStatus, formErrors, textFieldError, withField, fieldValue, type BuyerField, type CheckoutForm as Form, type FormError, type FormField } from '../model/checkout-form';
import { errorText, fieldId } from './checkout-field-text';
import { lazyPart } from '@/lib/lazy-part';
import { BUYER_COUNTRIES, MAX_LENGTH, type BuyerCountry } from '../model/field-rules';
import { checkoutMessages as m } from './checkout-messages';
import { Field, TextField } from './text-field';

/** What the form needs of a cart: the methods offered and the insurance's price (0: no insurance line). */
export type FormCart = Pick<StayCart, 'paymentMethods' | 'insuranceAmount'>;

/** Texts a checkout other than the stay's gives its form (the gift checkout: no room held, the code sent). */
export type FormTexts = { methodDetails?: Partial<Record<PaymentMethod, MessageDescriptor>>; submit?: MessageDescriptor; submitting?: MessageDescriptor };

export type CheckoutFormProps = {
  cart: FormCart;
  texts?: FormTexts;
  /** A section of the page's own before the payment methods (a physical box's shipping address, the gift code field). */
  beforePayment?: ReactNode;
  /** Gift codes pay the whole total: no method to choose (docs/redemption.md). */
  paidInFull?: boolean;
  locale: string;
  /** What the visitor typed: kept by the page, so a new cart (insurance, retry) never loses it. */
  form: Form;
  onFormChange: (update: (form: Form) => Form) => void;
  termsHref: string;
  submitting: boolean;
  /** Ask the server for the cart with or without the insurance line. */
  onInsuranceChange?: (insurance: boolean) => void;
  onSubmit: (form: Form) => void;
};

const AUTOCOMPLETE: Record<BuyerField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  address: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
};
const INPUT_TYPE: Partial<Record<BuyerField, string>> = { email: 'email', phone: 'tel' };
const LENGTH_OF: Record<BuyerField, number> = {
  firstName: MAX_LENGTH.name,
  lastName: MAX_LENGTH.name,
  email: MAX_LENGTH.email,
  phone: MAX_LENGTH.phone,
  address: MAX_LENGTH.address,
  postalCode: MAX_LENGTH.postalCode,
  city: MAX_LENGTH.city,
};

const METHOD_TEXTS = {
  hotel: { label: m.paymentHotel, detail: m.paymentHotelDetail },
  bankTransfer: { label: m.paymentBankTransfer, detail: m.paymentBankTransferDetail },
  card: { label: m.paymentCard, detail: m.paymentCardDetail },
} satisfies Record<PaymentMethod, unknown>;

/** The payment methods the server offers for this cart and that can be used today. */
export const offeredMethods = (cart: Pick<StayCart, 'paymentMethods'>) => cart.paymentMethods.filter((p) => p.available);

/** The e-mail's 'You mean …?' rule (its list of mailbox domains) and its button: fetched when the e-mail field is first visited. */
const emailTypoPart = lazyPart(() => import('./email-suggestion'));
const prefetchEmailTypo = () => void emailTypoPart.load().catch(() => undefined);

/** The summary of a failed submit (checkout-error-summary.tsx): fetched when the buyer first moves into the form. */
const errorSummaryPart = lazyPart(() => import('./checkout-error-summary').then((mod) => mod.CheckoutErrorSummary));
const prefetchErrorSummary = () => void errorSummaryPart.load().catch(() => undefined);

/**
 * The buyer's details, the other travellers' names, the payment method (those the server offers), the optional
 * cancellation insurance, the terms, and Place order. A text field shows success or error once left; a failed submit
 * lists the errors in a summary that takes the focus, each linking to its field. The form keeps what was typed
 * whatever the server answers.
 */
export function CheckoutForm({ cart, texts = {}, beforePayment, paidInFull = false, locale, form, onFormChange: setForm, termsHref, submitting, onInsuranceChange, onSubmit }: CheckoutFormProps) {
  const intl = useIntl();
  const methods = offeredMethods(cart);
  const [touched, setTouched] = useState<Set<FormField>>(new Set());
  const [summary, setSummary] = useState<FormError[]>([]);
  // Failed submits: the summary takes the focus at each.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [ErrorSummary, setErrorSummary] = useState(() => errorSummaryPart.current());
  const summaryWanted = summary.length > 0;
  useEffect(() => {
    if (!summaryWanted || ErrorSummary) return;
    let live = true;
    errorSummaryPart.load().then(
      (loaded) => {
        if (live) setErrorSummary(() => loaded);
      },
      () => undefined, // offline: each field still says what is wrong with it
    );
    return () => {
      live = false;
    };
  }, [summaryWanted, ErrorSummary]);
  const countryNames = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const [emailTypo, setEmailTypo] = useState(() => emailTypoPart.current());
  const emailTouched = touched.has('email');
  useEffect(() => {
    if (!emailTouched || emailTypo) return;
    let live = true;
    emailTypoPart.load().then(
      (loaded) => {
        if (live) setEmailTypo(loaded);
      },
      () => undefined, // offline: no suggestion, the address is still checked
    );
    return () => {
      live = false;
    };
  }, [emailTouched, emailTypo]);

  const touch = (field: FormField) => setTouched((set) => (set.has(field) ? set : new Set(set).add(field)));
  const change = (field: FormField, value: string) => {
    setForm((f) => withField(f, field, value));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const errors = formErrors(form);
    setTouched(new Set(errors.map((e) => e.field).concat(touched.size ? [...touched] : [])));
    setSummary(errors);
    if (errors.length > 0) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    onSubmit(form);
  };

  const textField = (field: FormField, label: string, options: { type?: string; autoComplete?: string; maxLength?: number } = {}) => {
    const error = textFieldError(form, field);
    const status = fieldStatus(form, field, touched.has(field));
    const suggestion = field === 'email' && touched.has(field) && emailTypo ? emailTypo.suggestEmail(fieldValue(form, field)) : null;
    const Suggestion = emailTypo?.Suggestion;
    return (
      <TextField
        id={fieldId(field)}
        name={field}
        label={label}
        value={fieldValue(form, field)}
        status={status}
        error={error ? errorText(intl, field, error) : null}
        onChange={(event) => change(field, event.target.value)}
        onBlur={() => touch(field)}
        onFocus={field === 'email' ? prefetchEmailTypo : undefined}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        maxLength={options.maxLength}
        required
        hint={
          suggestion &&
          Suggestion && (
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
  };

  // The summary follows the corrections: a field fixed leaves it, and it goes once all are.
  const shownSummary = summary.length > 0 ? formErrors(form).filter((e) => summary.some((s) => s.field === e.field)) : [];
  const paymentError = touched.has('paymentMethod') && !form.paymentMethod;
  const termsError = touched.has('terms') && !form.termsAccepted;

  return (
    <FormBox onSubmit={submit} onFocus={prefetchErrorSummary} noValidate aria-labelledby="checkout-form-title">
      <h2 id="checkout-form-title">{intl.formatMessage(m.formTitle)}</h2>
      {shownSummary.length > 0 && ErrorSummary && <ErrorSummary errors={shownSummary} focusKey={failedSubmits} />}
      <p className="note">{intl.formatMessage(m.allRequired)}</p>
      <div className="grid">
        {BUYER_FIELDS.map((field) => (
          <div key={field} className={field === 'email' || field === 'address' ? 'wide' : undefined}>
            {textField(field, intl.formatMessage(m[field]), { type: INPUT_TYPE[field], autoComplete: AUTOCOMPLETE[field], maxLength: LENGTH_OF[field] })}
          </div>
        ))}
        <Field>
          <label htmlFor="checkout-country">{intl.formatMessage(m.country)}</label>
          <select id="checkout-country" name="country" autoComplete="country" value={form.country} onChange={(event) => setForm((f) => ({ ...f, country: event.target.value as BuyerCountry }))}>
            {BUYER_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryNames.of(code)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {form.travellers.length > 0 && (
        <section aria-labelledby="checkout-travellers">
          <h3 id="checkout-travellers">{intl.formatMessage(m.travellersTitle)}</h3>
          {form.travellers.map((_, index) => (
            <fieldset key={index} className="grid">
              <legend>{intl.formatMessage(m.travellerLegend, { number: index + 2 })}</legend>
              {textField(`traveller.${index}.firstName`, intl.formatMessage(m.firstName), { autoComplete: 'off', maxLength: MAX_LENGTH.name })}
              {textField(`traveller.${index}.lastName`, intl.formatMessage(m.lastName), { autoComplete: 'off', maxLength: MAX_LENGTH.name })}
            </fieldset>
          ))}
        </section>
      )}
      {beforePayment}
      {paidInFull && (
        <p className="note" role="status">
          {intl.formatMessage({ id: 'checkout.giftCode.paidInFull' })}
        </p>
      )}
      {!paidInFull && (
        <fieldset id={fieldId('paymentMethod')} className="choices" aria-describedby={paymentError ? 'checkout-payment-error' : undefined}>
          <legend>{intl.formatMessage(m.paymentTitle)}</legend>
          {methods.map((option) => (
            <label key={option.method} className="choice" htmlFor={`checkout-payment-${option.method}`}>
              <input
                id={`checkout-payment-${option.method}`}
                type="radio"
                name="paymentMethod"
                value={option.method}
                checked={form.paymentMethod === option.method}
                onChange={() => setForm((f) => ({ ...f, paymentMethod: option.method }))}
              />
              <strong>
                <FormattedMessage {...METHOD_TEXTS[option.method].label} />
              </strong>
              <small>
                <FormattedMessage
                  {...(texts.methodDetails?.[option.method] ?? METHOD_TEXTS[option.method].detail)}
                  values={{ amount: <Money cents={option.method === 'hotel' ? option.payAtHotel : option.paidNow} />, minutes: CARD_PAYMENT_MINUTES }}
                />
              </small>
            </label>
          ))}
          {paymentError && (
            <span id="checkout-payment-error" className="error">
              {intl.formatMessage(m.errorPaymentMethod)}
            </span>
          )}
        </fieldset>
      )}
      {cart.insuranceAmount > 0 && (
        <label className="check" htmlFor="checkout-insurance">
          <input
            id="checkout-insurance"
            type="checkbox"
            name="insurance"
            checked={form.insurance}
            onChange={(event) => {
              const insurance = event.target.checked;
              setForm((f) => ({ ...f, insurance }));
              onInsuranceChange?.(insurance);
            }}
          />
          <span>
            <FormattedMessage {...m.insuranceLabel} values={{ amount: <Money cents={cart.insuranceAmount} /> }} />
          </span>
        </label>
      )}
      <div className="terms">
        <label className="check" htmlFor={fieldId('terms')}>
          <input
            id={fieldId('terms')}
            type="checkbox"
            name="terms"
            checked={form.termsAccepted}
            aria-invalid={termsError}
            aria-describedby={termsError ? 'checkout-terms-error' : undefined}
            onChange={(event) => {
              const termsAccepted = event.target.checked;
              setForm((f) => ({ ...f, termsAccepted }));
            }}
          />
          <span>
            <FormattedMessage
              {...m.termsLabel}
              values={{
                link: (chunks: ReactNode[]) => (
                  <Link href={termsHref} target="_blank">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </span>
        </label>
        {termsError && (
          <span id="checkout-terms-error" className="error">
            {intl.formatMessage(m.errorTerms)}
          </span>
        )}
      </div>
      <Button type="submit" block aria-disabled={submitting || undefined} data-testid="place-order">
        {intl.formatMessage(submitting ? (texts.submitting ?? m.submitting) : (texts.submit ?? m.submit))}
      </Button>
    </FormBox>
  );
}

const FormBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  h3 {
    font-size: ${theme.font.size.md};
  }
  .note {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
  .grid {
    display: grid;
    gap: ${theme.space.md};
    grid-template-columns: repeat(2, minmax(0, 1fr));
    .wide {
      grid-column: 1 / -1;
    }
    ${theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  fieldset {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    padding: ${theme.space.md};
    margin: 0 0 ${theme.space.sm};
  }
  legend {
    font-weight: ${theme.font.weight.semibold};
    padding: 0 ${theme.space.xs};
  }
  .choices {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.sm};
  }
  .choice,
  .check {
    display: flex;
    gap: ${theme.space.sm};
    align-items: flex-start;
    cursor: pointer;
    input {
      width: 20px;
      height: 20px;
      margin-top: 2px;
      flex: none;
    }
    small {
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.sm};
    }
  }
  .choice {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${theme.space.sm};
    input {
      grid-row: span 2;
    }
    padding: ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
  }
  .error {
    color: ${theme.colors.danger};
    font-size: ${theme.font.size.sm};
  }
  .terms {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
  }
`;
