import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import type { ConfirmationPageProps } from './get-page-props';

/** An order's confirmation: the booking number from the path, the order read with the hash's access key. */
export default function ConfirmationPage({ bookingNumber }: ConfirmationPageProps) {
  return <OrderConfirmation bookingNumber={bookingNumber} />;
}
