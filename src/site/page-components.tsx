import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { PageKey } from '@/shared/routes';

/**
 * Client side of the route table: each page's React tree in its own chunk, server-rendered. Each entry stays a literal
 * `dynamic(() => import('…'))`: Next's build transform reads it to register the chunk for server rendering and the
 * preload before hydration. A client-side navigation loads a new kind's chunk through these same components
 * (`preloadPageCode`, page-code.ts) before drawing it.
 */
export const PAGE_COMPONENTS: Record<PageKey, ComponentType<never>> = {
  home: dynamic(() => import('./pages/home/home-page')),
  belgium: dynamic(() => import('./pages/belgium/belgium-page')),
  contact: dynamic(() => import('./pages/contact/contact-page')),
  legal: dynamic(() => import('./pages/legal/legal-page')),
  search: dynamic(() => import('./pages/search/search-page')),
  wishlist: dynamic(() => import('./pages/wishlist/wishlist-page')),
  product: dynamic(() => import('./pages/product/product-page')),
  hotel: dynamic(() => import('./pages/hotel/hotel-page')),
  giftCheckout: dynamic(() => import('./pages/gift-checkout/gift-checkout-page')),
  boxCheckout: dynamic(() => import('./pages/box-checkout/box-checkout-page')),
  stayCheckout: dynamic(() => import('./pages/checkout/checkout-page')),
  confirmation: dynamic(() => import('./pages/confirmation/confirmation-page')),
  bookingLookup: dynamic(() => import('./pages/booking-lookup/booking-lookup-page')),
  giftBoxes: dynamic(() => import('./pages/gift-boxes/gift-boxes-page')),
  giftBox: dynamic(() => import('./pages/gift-box/gift-box-page')),
  activity: dynamic(() => import('./pages/activity/activity-page')),
  giftCard: dynamic(() => import('./pages/gift-card/gift-card-page')),
  account: dynamic(() => import('./pages/account/account-page')),
  beneficiary: dynamic(() => import('./pages/beneficiary/beneficiary-page')),
  minisite: dynamic(() => import('./pages/minisite/minisite-page')),
  weekendIdeas: dynamic(() => import('./pages/weekend-ideas/weekend-ideas-page')),
  landing: dynamic(() => import('./pages/landing/landing-page')),
  contentPage: dynamic(() => import('./pages/landing/landing-page')),
  notFound: dynamic(() => import('./pages/not-found/not-found-page')),
  unavailable: dynamic(() => import('./pages/unavailable/unavailable-page')),
  customerCareLogin: dynamic(() => import('./pages/customer-care-login/customer-care-login-page')),
} as Record<PageKey, ComponentType<never>>;
