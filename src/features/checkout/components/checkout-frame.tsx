import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LinkButton } from '@/components/ui/button';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import { checkoutMessages as m } from './checkout-messages';

/* The checkouts' and the confirmation's page frame, apart from the stay checkout so the gift checkout does not load it. */

/** 'Too late!' (§2.1, §8): the offer expired before or during the checkout; the hotel's other offers. */
export function CheckoutTooLate({ searchHref }: { searchHref: string }) {
  const intl = useIntl();
  return (
    <Page>
      <h1>{intl.formatMessage(m.tooLateTitle)}</h1>
      <p>{intl.formatMessage(m.tooLateText)}</p>
      <LinkButton href={searchHref}>{intl.formatMessage(m.tooLateSeeOffers)}</LinkButton>
    </Page>
  );
}

export const Page = styled.div`
  ${pageColumn}
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxl};
  h1 {
    font-size: ${theme.font.size.xxl};
    margin: 0 0 ${theme.space.lg};
  }
  .problem {
    border-left: 4px solid ${theme.colors.danger};
    padding: ${theme.space.sm} ${theme.space.md};
    background: ${theme.colors.surface};
    margin: 0 0 ${theme.space.md};
  }
  .problem:focus {
    outline: 2px solid ${theme.colors.focus};
  }
  .notice {
    color: ${theme.colors.warning};
  }
`;

