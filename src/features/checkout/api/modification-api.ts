/**
 * My booking's modification calls (docs/checkout.md 'Modifying a booking'), each answer parsed with its contract (the
 * schema loads with the call, never with the page). Every outcome is a value: the answer, a 409 problem, a 400, a
 * 404, a 429 or a failure.
 */
import { MODIFICATION_API, type ModificationOptions, type ModifiedOrder, type ModifyOrderRequest } from '@/contracts/booking-modification';
import type { CancelOrderRequest } from '@/contracts/checkout';
import { startImport } from '@/contracts/lazy';
import { call, post, type CallOutcome } from './checkout-call';

const schemas = () => startImport(() => import('@/contracts/booking-modification.schema'));

/** The same hotel's stays for these dates and guests, priced, with their difference. */
export const fetchModificationOptions = (
  bookingNumber: string,
  proof: CancelOrderRequest,
  dates: { checkin: string; nights: number; adults: number; children: number; babies: number },
): Promise<CallOutcome<ModificationOptions>> =>
  call(MODIFICATION_API.options(bookingNumber), post({ ...proof, ...dates }), schemas().then((s) => (b: unknown) => s.modificationOptionsSchema.parse(b)));

/** Moves the booking to the chosen stay (the total shown is checked by the server). */
export const modifyBooking = (bookingNumber: string, proof: CancelOrderRequest, choice: Omit<ModifyOrderRequest, 'email' | 'accessKey'>): Promise<CallOutcome<ModifiedOrder>> =>
  call(MODIFICATION_API.modify(bookingNumber), post({ ...proof, ...choice }), schemas().then((s) => (b: unknown) => s.modifiedOrderSchema.parse(b)));
