import type { GiftQuery } from '@/features/checkout/model/gift-address';
import { LOCALES, type Locale } from '@/lib/locales';
import { CHECKOUT_SEGMENT, GIFT_CHECKOUT_SEGMENT, href } from '@/shared/routes';
import type { PageContext, PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';
import { signedInBuyer } from '../../server/signed-in-buyer';
import type { BuyerPrefill } from '@/features/checkout/model/checkout-form';

export type GiftCheckoutPageProps = { query: GiftQuery; /** a signed-in customer's name and e-mail, filled in ahead */ buyer: BuyerPrefill | null };

const one = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value.slice(0, 40) : undefined);

/**
 * The gift checkout (`/reservation/cadeau`, issue 18): an activity voucher (`#id=…&a=…`, `?customType=OWN_USE` for
 * oneself) or a gift card (`?productType=GIFTCARD&amount=…&design=…`). The hash and the gift texts are read in the
 * browser and priced by the server there; the loader only passes the query on. Never indexed; the booking flow's
 * simplified header, its back arrow to the gift card page, or back in history for an activity (its id is in the hash).
 */
export const loadGiftCheckoutPage: PageLoader<GiftCheckoutPageProps> = async ({ locale, query, intl, req, flags }: PageContext) => {
  const giftQuery: GiftQuery = { productType: one(query.productType), amount: one(query.amount), design: one(query.design), customType: one(query.customType) };
  const title = intl.formatMessage({ id: 'giftCheckout.seo.title' });
  return {
    props: { buyer: await signedInBuyer(req, flags), query: Object.fromEntries(Object.entries(giftQuery).filter(([, v]) => v !== undefined)) as GiftQuery },
    title,
    description: title,
    robots: ROBOTS_NOINDEX,
    chrome: 'booking',
    // The second segment is a word in each language: the language switch names it in its own.
    localePaths: Object.fromEntries(LOCALES.map((l) => [l, `/${CHECKOUT_SEGMENT[l]}/${GIFT_CHECKOUT_SEGMENT[l]}`])) as Record<Locale, string>,
    ...(giftQuery.productType === 'GIFTCARD' ? { back: href.giftCard(locale) } : {}),
  };
};
