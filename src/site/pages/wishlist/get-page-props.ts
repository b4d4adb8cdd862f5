import type { PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';

export type WishlistPageProps = Record<string, never>;

/** The wishlist lives in the visitor's browser: the server sends the frame only, and search engines skip it. */
export const loadWishlistPage: PageLoader<WishlistPageProps> = async ({ intl }) => ({
  props: {},
  title: intl.formatMessage({ id: 'wishlist.seo.title' }),
  description: intl.formatMessage({ id: 'wishlist.seo.description' }),
  robots: ROBOTS_NOINDEX,
});
