import Link from 'next/link';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { Wishlist } from '@/contracts/account-wishlist';
import { toCatalogLocale } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';
import { signIn, signUp, type AccountOutcome, type SignedInAnswer } from '../api/account-api';
import { emailError, nameError, newPasswordError, passwordError } from '../model/account-form';
import { AccountField, Form, FormAlert, PasswordHint, useFieldErrorText, useOutcomeText } from './account-form-parts';
import { accountMessages as m } from './account-messages';

const TEXTS = {
  signin: {
    submit: { id: 'account.signIn.submit' },
    other: { id: 'account.signIn.noAccount' },
    switch: { id: 'account.signIn.toSignUp' },
  },
  signup: {
    submit: { id: 'account.signUp.submit' },
    other: { id: 'account.signUp.haveAccount' },
    switch: { id: 'account.signUp.toSignIn' },
  },
} as const;

export type SignInFormProps = {
  mode: 'signin' | 'signup';
  /** the other form's address (sign up from sign in and back), keeping the origin */
  switchHref: string;
  /** the wishlist this browser keeps, sent to be merged with the account's */
  browserWishlist: () => Wishlist;
  /** after the session is open: keep the merged wishlist, go back to the origin */
  onSignedIn: (answer: SignedInAnswer) => void;
  /** sign-in only: the pages that send a link by e-mail (a forgotten password, a sign-in without it) */
  linkHrefs?: { reset: string; link: string };
};

/**
 * Sign in (e-mail, password) or sign up (names too, a new password of at least 10 characters). Errors show once a
 * field is left or the form sent, the first wrong field gets the focus; the server's answer (wrong credentials, an
 * e-mail already used, too many attempts) is announced and focused.
 */
export function SignInForm({ mode, switchHref, browserWishlist, onSignedIn, linkHrefs }: SignInFormProps) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const errorText = useFieldErrorText();
  const outcomeText = useOutcomeText();
  const signingUp = mode === 'signup';
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [touched, setTouched] = useState<Record<keyof typeof values, boolean>>({ firstName: false, lastName: false, email: false, password: false });
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<AccountOutcome<unknown> | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const errors = {
    firstName: signingUp ? nameError(values.firstName) : null,
    lastName: signingUp ? nameError(values.lastName) : null,
    email: emailError(values.email),
    password: signingUp ? newPasswordError(values.password) : passwordError(values.password),
  };
  const id = (field: string) => `account-${mode}-${field}`;
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const leave = (field: keyof typeof values) => () => setTouched((t) => ({ ...t, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTouched({ firstName: true, lastName: true, email: true, password: true });
    const wrong = (Object.keys(errors) as (keyof typeof errors)[]).find((field) => errors[field]);
    if (wrong) return document.getElementById(id(wrong))?.focus();
    setBusy(true);
    const wishlist = browserWishlist();
    const outcome = signingUp
      ? await signUp({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), password: values.password, locale: toCatalogLocale(locale), wishlist })
      : await signIn({ email: values.email.trim(), password: values.password, wishlist });
    setBusy(false);
    if (outcome.kind === 'ok') return onSignedIn(outcome.value);
    setAnswer(outcome);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="account-heading">
      <FormAlert ref={alertRef} text={outcomeText(answer)} />
      {signingUp && (
        <>
          <AccountField id={id('firstName')} label={intl.formatMessage(m.firstName)} autoComplete="given-name" value={values.firstName} onChange={change('firstName')} onBlur={leave('firstName')} touched={touched.firstName} errorText={errorText(errors.firstName)} required />
          <AccountField id={id('lastName')} label={intl.formatMessage(m.lastName)} autoComplete="family-name" value={values.lastName} onChange={change('lastName')} onBlur={leave('lastName')} touched={touched.lastName} errorText={errorText(errors.lastName)} required />
        </>
      )}
      <AccountField id={id('email')} type="email" label={intl.formatMessage(m.email)} autoComplete={signingUp ? 'email' : 'username'} value={values.email} onChange={change('email')} onBlur={leave('email')} touched={touched.email} errorText={errorText(errors.email)} required />
      <AccountField
        id={id('password')}
        type="password"
        label={intl.formatMessage(signingUp ? m.newPassword : m.password)}
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        value={values.password}
        onChange={change('password')}
        onBlur={leave('password')}
        touched={touched.password}
        errorText={errorText(errors.password)}
        aria-describedby={signingUp ? id('password-hint') : undefined}
        hint={signingUp ? <PasswordHint id={id('password-hint')} /> : undefined}
        required
      />
      {!signingUp && linkHrefs && (
        <Switch>
          <Link href={linkHrefs.reset}>
            <FormattedMessage id="account.signIn.forgotten" />
          </Link>
        </Switch>
      )}
      <Button type="submit" variant="primary" aria-disabled={busy}>
        <FormattedMessage {...TEXTS[mode].submit} />
      </Button>
      {!signingUp && linkHrefs && (
        <Switch>
          <Link href={linkHrefs.link}>
            <FormattedMessage id="account.signIn.withLink" />
          </Link>
        </Switch>
      )}
      <Switch>
        <FormattedMessage {...TEXTS[mode].other} />
        {SPACE}
        <Link href={switchHref}>
          <FormattedMessage {...TEXTS[mode].switch} />
        </Link>
      </Switch>
    </Form>
  );
}

const SPACE = ' ';

const Switch = styled.p`
  margin: 0;
  a {
    color: ${theme.colors.brandDark};
    font-weight: ${theme.font.weight.semibold};
  }
`;
