import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * On a customer-care server, the signed-in agent above the header: who is signed in, and Sign out (a form POST to
 * /api/customer-care/logout, which ends the stored session, clears its cookie and comes back to the login page).
 */
export function CareAgentBar({ name, homePath }: { name: string; homePath: string }) {
  const intl = useIntl();
  return (
    <Bar aria-label={intl.formatMessage({ id: 'careBar.label' })}>
      <p>{intl.formatMessage({ id: 'careBar.agent' }, { name })}</p>
      <form method="post" action={`/api/customer-care/logout?returnTo=${encodeURIComponent(homePath)}`}>
        <button type="submit">{intl.formatMessage({ id: 'careBar.signOut' })}</button>
      </form>
    </Bar>
  );
}

const Bar = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  background: ${theme.colors.brandDark};
  color: ${theme.colors.white};
  p {
    margin: 0;
    font-weight: ${theme.font.weight.bold};
  }
  button {
    min-height: 32px;
    padding: ${`${theme.space.xs} ${theme.space.md}`};
    border: 2px solid ${theme.colors.white};
    border-radius: ${theme.radius.pill};
    background: transparent;
    color: ${theme.colors.white};
    font-weight: ${theme.font.weight.bold};
    cursor: pointer;
  }
  button:hover {
    background: ${theme.colors.brand};
  }
  button:focus-visible {
    outline: 3px solid ${theme.colors.white};
    outline-offset: 2px;
  }
`;
