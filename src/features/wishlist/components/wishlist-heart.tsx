import { defineMessages, useIntl } from 'react-intl';
import { useMounted, useWishlist } from '../hooks/use-wishlist';
import { isSaved, type WishlistItem, type WishlistList } from '../model/wishlist';
import { HeartButton } from './heart-button';
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
