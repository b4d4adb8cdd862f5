import type { PaymentMethod } from '@/contracts/checkout';
import { countryOf, languageOf, type Locale } from '@/lib/locales';
import type { PageKey } from '@/shared/routes';

/**
 * What the footer lists (product-and-purchase §2.12), as rules the footer draws and the tests read: help links
 * (FAQ, partner sign-up for hotels, contact, press room in Spain and France only, careers), the payment methods the
 * checkout takes, and where the package-directive block shows.
 */
export type HelpLinkKey = 'faq' | 'partner' | 'contact' | 'press' | 'careers';

/** The company's other sites (docs/navigation.md, 'Footer'): partner portal for hotels, press room, careers. */
export const COMPANY_SITES = {
  partner: 'https://partners.escapade.example',
  press: 'https://press.escapade.example',
  careers: 'https://careers.escapade.example',
} as const;

/** The press room exists for Spain and France only (§2.12). */
const PRESS_COUNTRIES = new Set(['ES', 'FR']);

export const hasPressRoom = (locale: Locale): boolean => PRESS_COUNTRIES.has(countryOf(locale));

export type HelpLink = { key: HelpLinkKey; external: boolean; href: string | null };

/** The help links of a point of sale, in order; `href` null for the site's own pages (the footer builds them with `href`). */
export function helpLinks(locale: Locale): HelpLink[] {
  const language = languageOf(locale);
  const links: HelpLink[] = [
    { key: 'faq', external: false, href: null },
    { key: 'contact', external: false, href: null },
    { key: 'partner', external: true, href: `${COMPANY_SITES.partner}/${language}/` },
  ];
  if (hasPressRoom(locale)) links.push({ key: 'press', external: true, href: `${COMPANY_SITES.press}/${language}/` });
  links.push({ key: 'careers', external: true, href: `${COMPANY_SITES.careers}/${language}/` });
  return links;
}

/**
 * The payment methods shown: every method the checkout takes (card on the provider's hosted page, transfer, at the
 * hotel). Checked against the checkout's list by the type (and by header-rules.test.ts), not at run time: the checkout's
 * constants stay out of every page's first load.
 */
export const FOOTER_PAYMENT_METHODS = ['card', 'bankTransfer', 'hotel'] as const satisfies readonly PaymentMethod[];

/** The optional legal block on bookings (EU package directive, personal-data rights): on the pages a stay is chosen from. */
const PACKAGE_PAGES = new Set<PageKey>(['home', 'search', 'product', 'hotel', 'stayCheckout', 'minisite']);
export const showsPackageDirective = (page: PageKey): boolean => PACKAGE_PAGES.has(page);
