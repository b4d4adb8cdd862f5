import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useMounted, useWishlist } from '../hooks/use-wishlist';
import { isSaved, type WishlistItem, type WishlistList } from '../model/wishlist';
import { HeartIcon } from './heart-icon';

const TITLES = defineMessages({
  save: { id: 'wishlist.heart.save' },
  saved: { id: 'wishlist.heart.saved' },
});

export type WishlistHeartProps = {
  item: WishlistItem;
  list: WishlistList;
};

/**
 * The heart on cards and galleries: a toggle button (aria-pressed), filled when saved, outlined otherwise.
 * Rendered only once mounted: the server cannot know this browser's wishlist (§4).
 */
export function WishlistHeart({ item, list }: WishlistHeartProps) {
  const intl = useIntl();
  const mounted = useMounted();
  const { wishlist, toggle } = useWishlist();
  if (!mounted) return null;
  const saved = isSaved(wishlist, list, item.id);
  const name = item.label || item.hotel.label;
  return (
    <HeartButton
      type="button"
      aria-pressed={saved}
      aria-label={intl.formatMessage({ id: 'wishlist.heart.label' }, { name })}
      title={intl.formatMessage(saved ? TITLES.saved : TITLES.save)}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggle(list, item);
      }}
      data-testid="wishlist-heart"
    >
      <HeartIcon filled={saved} />
    </HeartButton>
  );
}

const HeartButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(255, 255, 255, 0.92);
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.colors.promo};
  cursor: pointer;
  transition: transform 120ms ease;
  &:hover {
    transform: scale(1.08);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;
