import type { PageLoader } from '../../page-types';

export type GiftCardPageProps = Record<string, never>;

/** The gift card customisation page (§2.6), `/giftcard/customization` in every locale: nothing to load. */
export const loadGiftCardPage: PageLoader<GiftCardPageProps> = async ({ intl }) => ({
  props: {},
  title: intl.formatMessage({ id: 'giftCard.seo.title' }),
  description: intl.formatMessage({ id: 'giftCard.seo.description' }),
});
