import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { Logo } from './logo';

/**
 * The header of a page that stands in front of the whole site (the customer-care login page): the brand, and no
 * link, menu or button, since every page behind it leads back to it until the visitor signs in.
 */
export function GateHeader() {
  const intl = useIntl();
  return (
    <Bar>
      <Inner role="img" aria-label={intl.formatMessage({ id: 'header.brand.label' })}>
        <Logo />
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  background: ${theme.colors.white};
  border-bottom: 1px solid ${theme.colors.border};
`;
const Inner = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  height: ${theme.layout.headerHeight};
  padding: 0 ${theme.space.md};
  display: flex;
  align-items: center;
`;
