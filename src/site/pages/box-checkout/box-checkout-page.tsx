import { GiftCheckoutView } from '@/features/checkout/components/gift-checkout-view';
import type { BoxCheckoutPageProps } from './get-page-props';

/** The box checkout page: a digital or physical box with its extras and shipping, paid online. */
export default function BoxCheckoutPage({ query, buyer }: BoxCheckoutPageProps) {
  return <GiftCheckoutView kind="box" query={query} buyer={buyer} />;
}
