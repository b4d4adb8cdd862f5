import { BookingLookup } from '@/features/checkout/components/booking-lookup';

/** 'My booking': the contact page's quick actions lead here. */
export default function BookingLookupPage() {
  return <BookingLookup />;
}
