import { useIntl } from 'react-intl';
import { HeaderBar, HeaderRow } from './header-bar';
import { Logo } from './logo';

/**
 * The header of a page that stands in front of the whole site (the customer-care login page): the brand, and no
 * link, menu or button, since every page behind it leads back to it until the visitor signs in.
 */
export function GateHeader() {
  const intl = useIntl();
  return (
    <HeaderBar>
      <HeaderRow role="img" aria-label={intl.formatMessage({ id: 'header.brand.label' })}>
        <Logo />
      </HeaderRow>
    </HeaderBar>
  );
}
