import type { PageKey } from '@/shared/routes';
import type { PageLoader } from '../page-types';
import { loadHomePage } from '../pages/home/get-page-props';
import { loadBelgiumPage } from '../pages/belgium/get-page-props';
import { loadContactPage } from '../pages/contact/get-page-props';
import { loadLegalPage } from '../pages/legal/get-page-props';
import { loadSearchPage } from '../pages/search/get-page-props';
import { loadWishlistPage } from '../pages/wishlist/get-page-props';
import { loadNotFoundPage } from '../pages/not-found/get-page-props';
import { loadProductPage } from '../pages/product/get-page-props';
import { loadHotelPage } from '../pages/hotel/get-page-props';
import { loadCheckoutPage } from '../pages/checkout/get-page-props';
import { loadGiftCheckoutPage } from '../pages/gift-checkout/get-page-props';
import { loadBoxCheckoutPage } from '../pages/box-checkout/get-page-props';
import { loadConfirmationPage } from '../pages/confirmation/get-page-props';
import { loadBookingLookupPage } from '../pages/booking-lookup/get-page-props';
import { loadGiftBoxesPage } from '../pages/gift-boxes/get-page-props';
import { loadGiftBoxPage } from '../pages/gift-box/get-page-props';
import { loadActivityPage } from '../pages/activity/get-page-props';
import { loadGiftCardPage } from '../pages/gift-card/get-page-props';
import { loadWeekendIdeasPage } from '../pages/weekend-ideas/get-page-props';
import { loadLandingPage, loadStaticContentPage } from '../pages/landing/get-page-props';
import { loadAccountPage } from '../pages/account/get-page-props';
import { loadBeneficiaryPage } from '../pages/beneficiary/get-page-props';
import { loadMinisitePage } from '../pages/minisite/get-page-props';

/** Server side of the route table: each page's loader. Imported only from getServerSideProps. */
export const PAGE_LOADERS: Record<PageKey, PageLoader<never>> = {
  home: loadHomePage,
  belgium: loadBelgiumPage,
  contact: loadContactPage,
  legal: loadLegalPage,
  search: loadSearchPage,
  wishlist: loadWishlistPage,
  product: loadProductPage,
  hotel: loadHotelPage,
  giftCheckout: loadGiftCheckoutPage,
  boxCheckout: loadBoxCheckoutPage,
  stayCheckout: loadCheckoutPage,
  confirmation: loadConfirmationPage,
  bookingLookup: loadBookingLookupPage,
  giftBoxes: loadGiftBoxesPage,
  giftBox: loadGiftBoxPage,
  activity: loadActivityPage,
  giftCard: loadGiftCardPage,
  account: loadAccountPage,
  beneficiary: loadBeneficiaryPage,
  minisite: loadMinisitePage,
  weekendIdeas: loadWeekendIdeasPage,
  landing: loadLandingPage,
  contentPage: loadStaticContentPage,
  notFound: loadNotFoundPage,
} as Record<PageKey, PageLoader<never>>;
