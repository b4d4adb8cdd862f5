/**
 * The full chrome's header and footer, one chunk of their own (page-chrome.tsx loads it through next/dynamic): the
 * booking flow's pages (checkout, confirmation) have the simplified header and no footer, so they never download the
 * navigation, gift drawer, wishlist link and footer.
 */
export { SiteHeader } from './site-header';
export { SiteFooter } from './site-footer';
