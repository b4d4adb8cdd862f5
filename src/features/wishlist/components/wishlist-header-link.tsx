import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { countryOf } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { useMounted, useStoredWishlist } from '../hooks/wishlist-store';
import { wishlistCount } from '../model/wishlist';
import { HeartIcon } from './heart-icon';
import { theme } from '@/styles/theme';

export type WishlistHeaderLinkProps = {
  /** The wishlist page (`href.wishlist(locale)`). */
  href: string;
};

/**
 * The header's wishlist entry (product-and-purchase §2.11): hidden when the customer-account toggle is on
 * (the account menu holds the wishlist then) and, in Belgium, below the desktop breakpoint. The count of
 * saved items shows once mounted (the wishlist lives in this browser only).
 */
export function WishlistHeaderLink({ href }: WishlistHeaderLinkProps) {
  const intl = useIntl();
  const { flags, locale } = useAppConfig();
  const mounted = useMounted();
  // Read only (no account call): the header is on every page, the hearts' sync only where hearts are.
  const wishlist = useStoredWishlist();
  if (flags.customerAccount) return null;
  const count = mounted ? wishlistCount(wishlist) : 0;
  return (
    <EntryLink
      href={href}
      $desktopOnly={countryOf(locale) === 'BE'}
      aria-label={intl.formatMessage({ id: 'wishlist.header.label' }, { count })}
      data-testid="wishlist-header-link"
    >
      <IconWrap>
        <HeartIcon filled={count > 0} />
        {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
      </IconWrap>
      <Label aria-hidden="true">
        <FormattedMessage id="wishlist.header.title" />
      </Label>
    </EntryLink>
  );
}

const EntryLink = styled(Link)<{ $desktopOnly: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-width: 44px;
  min-height: 44px;
  justify-content: center;
  color: ${theme.colors.brandDark};
  font-weight: ${theme.font.weight.semibold};
  text-decoration: none;
  ${({ $desktopOnly }) =>
    $desktopOnly &&
    css`
      ${theme.media.mobile} {
        display: none;
      }
    `}
`;

const Label = styled.span`
  ${theme.media.mobile} {
    display: none;
  }
`;

const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const Badge = styled.span`
  position: absolute;
  top: -8px;
  left: 15px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.promo};
  color: ${theme.colors.white};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  line-height: 18px;
  text-align: center;
`;
