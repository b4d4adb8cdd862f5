import { CheckoutTooLate, CheckoutView } from '@/features/checkout/components/checkout-view';
import { CartInstalmentOffer } from '../../cart-instalment-offer';
import type { CheckoutPageProps } from './get-page-props';

/** The stay checkout page, with the instalment offer ('Ease your budget') of the priced cart under the recap's total. */
export default function CheckoutPage(props: CheckoutPageProps) {
  if (props.kind === 'tooLate') return <CheckoutTooLate searchHref={props.searchHref} />;
  const { beneficiaryGift, buyer, ...offer } = props;
  return <CheckoutView offer={offer} beneficiaryGift={beneficiaryGift} buyer={buyer} instalmentSlot={(cart) => <CartInstalmentOffer cart={cart} />} />;
}
