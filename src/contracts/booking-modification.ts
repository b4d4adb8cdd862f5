/**
 * Modifying a booking online from My booking (issue 18 point 8; docs/checkout.md 'Modifying a booking'). The visitor
 * proves the booking as for a cancellation (the e-mail of the lookup, or the confirmation's access key), sees the same
 * hotel's offers for the dates asked (the MODIFICATION card view) with each one's new total and the difference, and
 * confirms one. Free until the booking's cancellation deadline; after it the call is refused (409 MODIFICATION_CLOSED).
 * Every amount is in integer cents (EUR); the server prices everything again from the database.
 *
 *   POST /api/orders/{bookingNumber}/modify/options  ModificationOptionsRequest → ModificationOptions
 *   POST /api/orders/{bookingNumber}/modify          ModifyOrderRequest         → ModifiedOrder
 */
export const MODIFICATION_API = {
  options: (bookingNumber: string) => `/api/orders/${encodeURIComponent(bookingNumber)}/modify/options`,
  modify: (bookingNumber: string) => `/api/orders/${encodeURIComponent(bookingNumber)}/modify`,
} as const;

/**
 * How the difference between the new and the old total is settled (docs/checkout.md):
 * - `none`: the same total;
 * - `atHotel`: the amount left to pay at the hotel moves by the difference (more, or less while something is left there);
 * - `refund`: the booking was paid beforehand and now costs less than was paid: the surplus is recorded as a refund
 *   (a card payment's goes to the payment provider, as a cancellation's does);
 * - `bankTransfer`: a transfer still awaited: its amount is the new total;
 * - `giftCodes`: what the booking's gift codes paid covers the difference: a cheaper stay leaves what they paid above
 *   it with the booking (not refunded, not credited back), a dearer one uses what they paid above the old total first
 *   (docs/decisions.md; the settled amount is that part of the difference).
 */
export const SETTLEMENTS = ['none', 'atHotel', 'refund', 'bankTransfer', 'giftCodes'] as const;
export type Settlement = (typeof SETTLEMENTS)[number];

/** Whether a booking can be modified now: `open`; `closed` past its deadline (or not modifiable by its policy); `notPossible` for a gift, a cancelled booking, a card payment in progress or a transfer awaited for a booking partly paid with gift codes. */
export const MODIFIABILITY = ['open', 'closed', 'notPossible'] as const;
export type Modifiability = (typeof MODIFIABILITY)[number];

export type { ModificationOptionsRequest, ModificationOptions, ModificationOption, ModifyOrderRequest, ModifiedOrder } from './booking-modification.schema';
export type { BookingChange, BookedStay } from './booking-modification-history.schema';
