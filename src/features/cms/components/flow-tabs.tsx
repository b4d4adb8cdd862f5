import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { HomeFlow } from '@/contracts/cms-page';
import type { Locale } from '@/lib/locales';
import { absolutePath, href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';

const LABELS = defineMessages<HomeFlow>({ booking: { id: 'cms.flow.booking' }, gifting: { id: 'cms.flow.gifting' }, activity: { id: 'cms.flow.activity' } });

/**
 * The promo bar's flow tabs and the home's flow toggle (§2.8): Stays and Gifts (and Activities with that search), each
 * the home page of its flow (`/?flow=gifting`); the current one marked for screen readers. Plain links: no client code.
 */
export function FlowTabs({ locale, flows, current }: { locale: Locale; flows: HomeFlow[]; current: HomeFlow }) {
  const intl = useIntl();
  return (
    <Bar aria-label={intl.formatMessage({ id: 'cms.flow.label' })}>
      <ul>
        {flows.map((flow) => (
          <li key={flow}>
            <a href={`${absolutePath(locale, '/')}${href.home(locale, { flow }).slice(1)}`} aria-current={flow === current ? 'page' : undefined}>
              <FormattedMessage {...LABELS[flow]} />
            </a>
          </li>
        ))}
      </ul>
    </Bar>
  );
}

const Bar = styled.nav`
  background: ${theme.colors.brandDark};
  ul {
    display: flex;
    gap: ${theme.space.xs};
    ${pageColumn}
    padding: ${`${theme.space.xs} ${theme.space.md} 0`};
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${`0 ${theme.space.lg}`};
    border-radius: ${`${theme.radius.md} ${theme.radius.md} 0 0`};
    color: ${theme.colors.white};
    font-weight: ${theme.font.weight.semibold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    background: ${theme.colors.white};
    color: ${theme.colors.brandDark};
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.white};
    outline-offset: -3px;
  }
`;
