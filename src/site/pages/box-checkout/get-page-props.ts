import type { GiftQuery } from '@/features/checkout/model/gift-address';
import { LOCALES, toCatalogLocale, type Locale } from '@/lib/locales';
import { getDb } from '@/server/db/get-db';
import { findBoxes } from '@/server/catalog/gift-boxes/gift-boxes.repository';
import { BOX_CHECKOUT_SEGMENT, CHECKOUT_SEGMENT, href } from '@/shared/routes';
import type { PageContext, PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';
import { signedInBuyer } from '../../server/signed-in-buyer';
import type { BuyerPrefill } from '@/features/checkout/model/checkout-form';

export type BoxCheckoutPageProps = { query: GiftQuery; /** a signed-in customer's name and e-mail, filled in ahead */ buyer: BuyerPrefill | null };

const one = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value.slice(0, 40) : undefined);

/**
 * The box checkout (`/reservation/coffret?code=…&giftFormat=…`, the extras in the hash; issue 18): the browser reads
 * the hand-off and the server prices it (box, extras, shipping). Never indexed; the booking flow's simplified
 * header, its back arrow to the box's page when the code names a published box, else back in history.
 */
export const loadBoxCheckoutPage: PageLoader<BoxCheckoutPageProps> = async ({ locale, query, intl, req, flags }: PageContext) => {
  const code = (one(query.code) ?? '').toUpperCase();
  const giftFormat = one(query.giftFormat);
  const [box] = /^[A-Z0-9]{2,30}-(EBOX|PBOX)$/.test(code) ? await findBoxes(getDb(), toCatalogLocale(locale), code) : [];
  const title = intl.formatMessage({ id: 'giftCheckout.seo.titleBox' });
  return {
    props: { buyer: await signedInBuyer(req, flags), query: { code, ...(giftFormat ? { giftFormat } : {}) } },
    title,
    description: title,
    robots: ROBOTS_NOINDEX,
    chrome: 'booking',
    localePaths: Object.fromEntries(LOCALES.map((l) => [l, `/${CHECKOUT_SEGMENT[l]}/${BOX_CHECKOUT_SEGMENT[l]}`])) as Record<Locale, string>,
    ...(box ? { back: href.giftBox(locale, { slug: box.slug, code: box.code }) } : {}),
  };
};
