import { toCatalogLocale } from '@/lib/locales';
import { getDb } from '@/server/db/get-db';
import { csrfCookie, csrfTokenOf, newCsrfToken } from '@/server/auth';
import { beneficiaryVoucherIdOf } from '@/server/redemption/beneficiary-session';
import type { CheckoutOffer } from '@/features/checkout/components/checkout-view';
import { href, slugOf } from '@/shared/routes';
import type { PageContext, PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';
import { signedInBuyer } from '../../server/signed-in-buyer';
import type { BuyerPrefill } from '@/features/checkout/model/checkout-form';
import { productCatalogOn, type ProductCatalog } from '../product/get-page-props';
import { logger } from '@/lib/logging/logger.js';

/** What the checkout page knows before the browser reads the stay from the hash: the offer it sells. */
export type CheckoutPageProps =
  | ({
      kind: 'checkout';
      /** a beneficiary's session is open in this browser: its gift pays first (docs/redemption.md) */
      beneficiaryGift: boolean;
      /** a signed-in customer's name and e-mail, filled in ahead */
      buyer: BuyerPrefill | null;
    } & CheckoutOffer)
  | {
      /** 'Too late!' (§2.1, §8): the offer has expired or is unpublished. */
      kind: 'tooLate';
      hotelLabel: string;
      searchHref: string;
    };

/**
 * The stay checkout (`/reservation/123#checkin=…`, issue 18): the offer's name and pictures for the recap; the
 * stay (hash) and its price (the server's cart) are read in the browser. Unknown offer: not found (404); expired or
 * unpublished: 'Too late!' (410). Never indexed; the booking flow's simplified header, its back arrow to the product.
 */
export function createCheckoutPageLoader(catalog: ProductCatalog): PageLoader<CheckoutPageProps> {
  return async ({ locale, params, intl, req, res, env, flags }: PageContext) => {
    const offerId = Number(params[0]);
    const detail = await catalog.detail({ id: offerId, locale: toCatalogLocale(locale), adult: 2, child: 0, baby: 0 });
    if (!detail) return { notFound: true };
    const productHref = href.product(locale, offerId, { slug: slugOf(detail.label) || undefined });
    const title = intl.formatMessage({ id: 'checkout.seo.title' }, { label: detail.label });
    if (detail.status !== 'active') {
      res.statusCode = 410;
      return {
        props: { kind: 'tooLate', hotelLabel: detail.hotel.label, searchHref: href.hotelOffers(locale, detail.hotel.id) },
        title: intl.formatMessage({ id: 'product.tooLate.title' }),
        description: intl.formatMessage({ id: 'product.tooLate.text' }),
        robots: ROBOTS_NOINDEX,
        chrome: 'booking',
        back: productHref,
      };
    }
    const [beneficiaryGift, buyer] = await Promise.all([hasBeneficiarySession(req), signedInBuyer(req, flags)]);
    // The order paying with the session's gift repeats the CSRF token (docs/redemption.md).
    if (beneficiaryGift && !csrfTokenOf(req.headers)) res.setHeader('Set-Cookie', csrfCookie(newCsrfToken(), env.SITE_URL));
    return {
      props: {
        kind: 'checkout',
        beneficiaryGift,
        buyer,
        offerId,
        hotelId: detail.hotel.id,
        label: detail.label,
        hotelLabel: detail.hotel.label,
        town: detail.hotel.location.label,
        imageUrl: detail.images[0] ?? null,
        productHref,
        dataFlowMode: detail.dataFlowMode,
      },
      title,
      description: title,
      robots: ROBOTS_NOINDEX,
      chrome: 'booking',
      back: productHref,
    };
  };
}

/** Whether a beneficiary's session is open (its cookie; none, no query); a database that cannot answer counts as none. */
async function hasBeneficiarySession(req: PageContext['req']): Promise<boolean> {
  try {
    return (await beneficiaryVoucherIdOf(getDb(), req)) !== null;
  } catch (error) {
    logger.error({ err: error }, '[redemption] beneficiary session not read: the checkout opens without the gift');
    return false;
  }
}

export const loadCheckoutPage = createCheckoutPageLoader(productCatalogOn(getDb));
