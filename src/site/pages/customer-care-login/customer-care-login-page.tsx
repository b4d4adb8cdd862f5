import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export type CustomerCareLoginPageProps = {
  /** The page asked for (with its locale), where signing in comes back to. */
  returnTo: string;
  /** How the last sign-in ended, when it brought the agent back here. */
  outcome: 'unreachable' | 'rejected' | 'expired' | 'signedOut' | null;
};

const messages = defineMessages({
  title: { id: 'careLogin.title' },
  intro: { id: 'careLogin.intro' },
  signIn: { id: 'careLogin.signIn' },
  unreachable: { id: 'careLogin.unreachable' },
  rejected: { id: 'careLogin.rejected' },
  expired: { id: 'careLogin.expired' },
  signedOut: { id: 'careLogin.signedOut' },
});

/**
 * Customer care's login page: the site in customer-care mode needs an agent signed in through the company's identity
 * provider. Sign in goes there (GET /api/customer-care/login: a plain link, not a form, since the page's CSP keeps forms
 * on the site and the sign-in leaves it) and comes back to the page asked for.
 */
export default function CustomerCareLoginPage({ returnTo, outcome }: CustomerCareLoginPageProps) {
  const intl = useIntl();
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome && outcome !== 'signedOut') notice.current?.focus();
  }, [outcome]);
  return (
    <Wrapper>
      <h1>{intl.formatMessage(messages.title)}</h1>
      {outcome === 'signedOut' && <p role="status">{intl.formatMessage(messages.signedOut)}</p>}
      {outcome && outcome !== 'signedOut' && (
        <p ref={notice} role="alert" tabIndex={-1} className="problem">
          {intl.formatMessage(messages[outcome])}
        </p>
      )}
      <p>{intl.formatMessage(messages.intro)}</p>
      <SignIn href={`/api/customer-care/login?returnTo=${encodeURIComponent(returnTo)}`}>{intl.formatMessage(messages.signIn)}</SignIn>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  max-width: 560px;
  margin: 0 auto;
  padding: ${`${theme.space.xxl} ${theme.space.md}`};
  h1 {
    font-size: ${theme.font.size.display};
    color: ${theme.colors.brandDark};
  }
  p {
    margin: 0 0 ${theme.space.md};
  }
  .problem {
    color: ${theme.colors.danger};
    font-weight: ${theme.font.weight.bold};
  }
`;

const SignIn = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${`${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.white};
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.accentDark};
  }
`;
