import Link from 'next/link';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { EMAIL_LINK_MINUTES } from '@/contracts/account';
import type { Wishlist } from '@/contracts/account-wishlist';
import { toCatalogLocale } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';
import { requestEmailLink, resetPassword, signInWithLink, type AccountOutcome, type SignedInAnswer } from '../api/account-api';
import { emailError, newPasswordError } from '../model/account-form';
import { AccountField, Form, FormAlert, PasswordHint, useFieldErrorText, useOutcomeText } from './account-form-parts';
import { accountMessages as m } from './account-messages';

/** The hash keys of the links the server sends (src/server/accounts/email-link.ts `LINK_HASH`). */
const HASH = { link: 'link', reset: 'reset' } as const;
const PURPOSE = { link: 'sign-in', reset: 'reset-password' } as const;
const TEXTS = {
  linkIntro: { id: 'account.link.intro' },
  resetIntro: { id: 'account.reset.intro' },
  choose: { id: 'account.reset.choose' },
  send: { id: 'account.link.submit' },
  save: { id: 'account.reset.save' },
} as const;

export type EmailLinkViewProps = {
  /** `link`: sign in by a link sent by e-mail; `reset`: choose a new password by one */
  mode: 'link' | 'reset';
  /** where signing in returns (a path of this site), carried by the link */
  origin?: string;
  /** the wishlist this browser keeps, sent to be merged with the account's */
  browserWishlist: () => Wishlist;
  onSignedIn: (answer: SignedInAnswer) => void;
  /** the sign-in page (the password's way back) */
  signInHref: string;
};

/** The token of the link this page was opened with, taken out of the address at once (never kept in history). */
function useLinkToken(mode: 'link' | 'reset'): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get(HASH[mode]);
    if (found) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    // Kept just after this effect (no state set synchronously in an effect); the page shows its waiting line meanwhile.
    void Promise.resolve().then(() => setToken(found || null));
  }, [mode]);
  return token;
}

/**
 * Getting into an account without its password (docs/accounts.md "Sign-in link and password reset"). Opened with
 * a sign-in link, the page signs in at once; with a reset link, it asks for the new password. Otherwise, or when the
 * link has expired or was used, it asks for the e-mail and sends a new link, saying the same whether or not the
 * address has an account.
 */
export function EmailLinkView({ mode, origin, browserWishlist, onSignedIn, signInHref }: EmailLinkViewProps) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const errorText = useFieldErrorText();
  const outcomeText = useOutcomeText();
  const token = useLinkToken(mode);
  const [linkUsable, setLinkUsable] = useState(true);
  const [problem, setProblem] = useState<AccountOutcome<unknown> | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const fieldId = mode === 'reset' && token && linkUsable ? 'account-reset-password' : `account-${mode}-email`;
  const error = mode === 'reset' && token && linkUsable ? newPasswordError(value) : emailError(value);

  const answered = (outcome: AccountOutcome<SignedInAnswer>) => {
    if (outcome.kind === 'ok') return onSignedIn(outcome.value);
    // A sign-in link that did not open, or a reset link refused: the page asks for a new link.
    if (mode === 'link' || (outcome.kind === 'problem' && outcome.code === 'LINK_INVALID')) {
      setLinkUsable(false);
      setValue('');
      setTouched(false);
    }
    setProblem(outcome);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  useEffect(() => {
    if (mode !== 'link' || !token) return;
    void signInWithLink({ token, wishlist: browserWishlist() }).then(answered);
    // Once per link: the token is read as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTouched(true);
    if (error) return document.getElementById(fieldId)?.focus();
    setBusy(true);
    setProblem(null);
    if (mode === 'reset' && token && linkUsable) {
      const outcome = await resetPassword({ token, newPassword: value, wishlist: browserWishlist() });
      setBusy(false);
      return answered(outcome);
    }
    const outcome = await requestEmailLink({ email: value.trim(), purpose: PURPOSE[mode], locale: toCatalogLocale(locale), origin });
    setBusy(false);
    if (outcome.kind === 'ok') {
      setSentTo(value.trim());
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setProblem(outcome);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  if (token === undefined || (mode === 'link' && token && linkUsable)) {
    return (
      <Status role="status">
        <FormattedMessage id="account.link.opening" />
      </Status>
    );
  }

  const choosingPassword = mode === 'reset' && token && linkUsable;
  const alert = sentTo
    ? intl.formatMessage({ id: 'account.link.sent' }, { email: sentTo, minutes: EMAIL_LINK_MINUTES[PURPOSE[mode]] })
    : outcomeText(problem);

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="account-heading">
      <FormAlert ref={alertRef} text={alert} tone={sentTo ? 'success' : 'error'} />
      <Intro>
        <FormattedMessage {...(choosingPassword ? TEXTS.choose : mode === 'reset' ? TEXTS.resetIntro : TEXTS.linkIntro)} />
      </Intro>
      {choosingPassword ? (
        <AccountField
          id={fieldId}
          type="password"
          label={intl.formatMessage(m.newPassword)}
          autoComplete="new-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(true)}
          touched={touched}
          errorText={errorText(error)}
          aria-describedby="account-reset-password-hint"
          hint={<PasswordHint id="account-reset-password-hint" />}
          required
        />
      ) : (
        <AccountField
          id={fieldId}
          type="email"
          label={intl.formatMessage(m.email)}
          autoComplete="username"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setSentTo(null);
          }}
          onBlur={() => setTouched(true)}
          touched={touched}
          errorText={errorText(error)}
          required
        />
      )}
      <Button type="submit" variant="primary" aria-disabled={busy}>
        <FormattedMessage {...(choosingPassword ? TEXTS.save : TEXTS.send)} />
      </Button>
      <Back>
        <Link href={signInHref}>
          <FormattedMessage id="account.link.backToSignIn" />
        </Link>
      </Back>
    </Form>
  );
}

const Status = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Intro = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Back = styled.p`
  margin: 0;
  a {
    color: ${theme.colors.brandDark};
    font-weight: ${theme.font.weight.semibold};
  }
`;
