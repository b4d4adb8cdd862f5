import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { AccountProfile } from '@/contracts/account';
import { theme } from '@/styles/theme';
import { changePassword, updateProfile, verifyEmail, type AccountOutcome } from '../api/account-api';
import { emailError, nameError, newPasswordError, passwordError } from '../model/account-form';
import { AccountField, Form, FormAlert, PasswordHint, useFieldErrorText, useOutcomeText } from './account-form-parts';
import { accountMessages as m } from './account-messages';

/** The hash key of the e-mail's proof link (`#verify=…`, src/server/accounts/email-proof.ts). */
const VERIFY_HASH = 'verify';

function useEmailProof(onProven: () => void): { text: string | null; tone: 'error' | 'success' } {
  const intl = useIntl();
  const outcomeText = useOutcomeText();
  const [state, setState] = useState<{ text: string | null; tone: 'error' | 'success' }>({ text: null, tone: 'success' });
  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get(VERIFY_HASH);
    if (!token) return;
    // The token leaves the address at once: it is not kept in history or shared with the page's address.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    void verifyEmail(token).then((outcome) => {
      if (outcome.kind === 'ok') {
        setState({ text: intl.formatMessage({ id: 'account.profile.proven' }, { count: outcome.value.linkedTrips }), tone: 'success' });
        onProven();
      } else setState({ text: outcomeText(outcome), tone: 'error' });
    });
    // Once per page: the hash is read as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

/** The profile (names, e-mail, whether it is proven) with its form, and the password change. */
export function ProfileView({ profile: initial }: { profile: AccountProfile }) {
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const outcomeText = useOutcomeText();
  const [profile, setProfile] = useState(initial);
  const [values, setValues] = useState({ firstName: initial.firstName, lastName: initial.lastName, email: initial.email, currentPassword: '' });
  const [touched, setTouched] = useState(false);
  const [answer, setAnswer] = useState<AccountOutcome<unknown> | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const proof = useEmailProof(() => setProfile((p) => ({ ...p, emailVerified: true })));
  const emailChanges = values.email.trim().toLowerCase() !== profile.email;
  const errors = {
    firstName: nameError(values.firstName),
    lastName: nameError(values.lastName),
    email: emailError(values.email),
    currentPassword: emailChanges ? passwordError(values.currentPassword) : null,
  };
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTouched(true);
    const wrong = (Object.keys(errors) as (keyof typeof errors)[]).find((field) => errors[field]);
    if (wrong) return document.getElementById(`profile-${wrong}`)?.focus();
    setBusy(true);
    const outcome = await updateProfile({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      ...(emailChanges ? { currentPassword: values.currentPassword } : {}),
    });
    setBusy(false);
    setAnswer(outcome);
    if (outcome.kind === 'ok') {
      setProfile(outcome.value);
      setValues((v) => ({ ...v, email: outcome.value.email, currentPassword: '' }));
      setTouched(false);
    }
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  return (
    <Sections>
      <FormAlert text={proof.text} tone={proof.tone} />
      <section aria-labelledby="profile-heading">
        <h2 id="profile-heading">
          <FormattedMessage id="account.profile.details" />
        </h2>
        <Verified data-testid="email-status">
          {profile.emailVerified ? (
            <FormattedMessage id="account.profile.emailProven" values={{ email: profile.email }} />
          ) : (
            <FormattedMessage id="account.profile.emailUnproven" values={{ email: profile.email }} />
          )}
        </Verified>
        <Form onSubmit={submit} noValidate aria-labelledby="profile-heading">
          <FormAlert ref={alertRef} text={answer?.kind === 'ok' ? intl.formatMessage({ id: 'account.profile.saved' }) : outcomeText(answer)} tone={answer?.kind === 'ok' ? 'success' : 'error'} />
          <AccountField id="profile-firstName" label={intl.formatMessage(m.firstName)} autoComplete="given-name" value={values.firstName} onChange={change('firstName')} touched={touched} errorText={errorText(errors.firstName)} required />
          <AccountField id="profile-lastName" label={intl.formatMessage(m.lastName)} autoComplete="family-name" value={values.lastName} onChange={change('lastName')} touched={touched} errorText={errorText(errors.lastName)} required />
          <AccountField id="profile-email" type="email" label={intl.formatMessage(m.email)} autoComplete="email" value={values.email} onChange={change('email')} touched={touched} errorText={errorText(errors.email)} required />
          {emailChanges && (
            <AccountField id="profile-currentPassword" type="password" label={intl.formatMessage(m.currentPassword)} autoComplete="current-password" value={values.currentPassword} onChange={change('currentPassword')} touched={touched} errorText={errorText(errors.currentPassword)} required />
          )}
          <Button type="submit" variant="primary" aria-disabled={busy}>
            <FormattedMessage id="account.profile.save" />
          </Button>
        </Form>
      </section>
      <PasswordSection />
    </Sections>
  );
}

function PasswordSection() {
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const outcomeText = useOutcomeText();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [touched, setTouched] = useState(false);
  const [answer, setAnswer] = useState<AccountOutcome<unknown> | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const errors = { currentPassword: passwordError(values.currentPassword), newPassword: newPasswordError(values.newPassword) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTouched(true);
    const wrong = (Object.keys(errors) as (keyof typeof errors)[]).find((field) => errors[field]);
    if (wrong) return document.getElementById(`password-${wrong}`)?.focus();
    setBusy(true);
    const outcome = await changePassword(values);
    setBusy(false);
    setAnswer(outcome);
    if (outcome.kind === 'ok') {
      setValues({ currentPassword: '', newPassword: '' });
      setTouched(false);
    }
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  return (
    <section aria-labelledby="password-heading">
      <h2 id="password-heading">
        <FormattedMessage id="account.password.title" />
      </h2>
      <Form onSubmit={submit} noValidate aria-labelledby="password-heading">
        <FormAlert ref={alertRef} text={answer?.kind === 'ok' ? intl.formatMessage({ id: 'account.password.changed' }) : outcomeText(answer)} tone={answer?.kind === 'ok' ? 'success' : 'error'} />
        <AccountField id="password-currentPassword" type="password" label={intl.formatMessage(m.currentPassword)} autoComplete="current-password" value={values.currentPassword} onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))} touched={touched} errorText={errorText(errors.currentPassword)} required />
        <AccountField
          id="password-newPassword"
          type="password"
          label={intl.formatMessage(m.newPassword)}
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
          touched={touched}
          errorText={errorText(errors.newPassword)}
          aria-describedby="password-newPassword-hint"
          hint={<PasswordHint id="password-newPassword-hint" />}
          required
        />
        <Button type="submit" variant="secondary" aria-disabled={busy}>
          <FormattedMessage id="account.password.submit" />
        </Button>
      </Form>
    </section>
  );
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.lg};
  }
`;

const Verified = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.textMuted};
`;
