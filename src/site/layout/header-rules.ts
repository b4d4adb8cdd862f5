import { countryOf, type Locale } from '@/lib/locales';

/**
 * Where the wishlist entry goes (product-and-purchase §2.11): hidden when the customer-account toggle is on (the
 * account menu holds it then), hidden from the header for Belgium below the desktop breakpoint — where 'Favourites'
 * moves into the burger menu instead, so phones in Belgium still reach it.
 */
export type WishlistPlacement = {
  /** the header's heart: everywhere, on desktop only, or not at all */
  header: 'always' | 'desktop' | 'never';
  /** 'Favourites' in the burger menu (the burger exists below the desktop breakpoint only) */
  burger: boolean;
};

export function wishlistPlacement(locale: Locale, customerAccount: boolean): WishlistPlacement {
  if (customerAccount) return { header: 'never', burger: false };
  if (countryOf(locale) === 'BE') return { header: 'desktop', burger: true };
  return { header: 'always', burger: false };
}
