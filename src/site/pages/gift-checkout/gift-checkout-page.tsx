import { GiftCheckoutView } from '@/features/checkout/components/gift-checkout-view';
import type { GiftCheckoutPageProps } from './get-page-props';

/** The gift checkout page: an activity voucher or a gift card, paid online. */
export default function GiftCheckoutPage({ query, buyer }: GiftCheckoutPageProps) {
  return <GiftCheckoutView query={query} buyer={buyer} />;
}
