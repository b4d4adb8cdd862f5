/**
 * My booking's modification calls (docs/checkout.md 'Modifying a booking'), each answer parsed with its contract (the
 * schema loads with the call, never with the page). Every outcome is a value: the answer, a 409 problem, a 400, a
 * 404, a 429 or a failure.
 */
import { MODIFICATION_API, type ModificationOptions, type ModifiedOrder, type ModifyOrderRequest } from '@/contracts/booking-modification';
import { isCheckoutProblem, type CancelOrderRequest } from '@/contracts/checkout';
import { startImport } from '@/contracts/lazy';
import { withTimeout } from '@/lib/fetch-timeout';
import type { CallOutcome } from './checkout-api';

const schemas = () => startImport(() => import('@/contracts/booking-modification.schema'));

async function post<T>(url: string, body: unknown, parse: Promise<(value: unknown) => T>): Promise<CallOutcome<T>> {
  try {
    const response = await fetch(url, withTimeout({ method: 'POST', body: JSON.stringify(body), headers: { accept: 'application/json', 'content-type': 'application/json' } }));
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return { kind: 'ok', value: (await parse)(answer) };
    if (response.status === 409 && isCheckoutProblem(answer)) return { kind: 'problem', problem: answer };
    if (response.status === 400) return { kind: 'invalid' };
    if (response.status === 404) return { kind: 'notFound' };
    if (response.status === 429) return { kind: 'rateLimited' };
    console.error(`${url} answered ${response.status}`);
    return { kind: 'failed' };
  } catch (error) {
    console.error(`${url} failed`, error);
    return { kind: 'failed' };
  }
}

/** The same hotel's stays for these dates and the booking's guests, priced, with their difference. */
export const fetchModificationOptions = (bookingNumber: string, proof: CancelOrderRequest, dates: { checkin: string; nights: number }): Promise<CallOutcome<ModificationOptions>> =>
  post(MODIFICATION_API.options(bookingNumber), { ...proof, ...dates }, schemas().then((s) => (b: unknown) => s.modificationOptionsSchema.parse(b)));

/** Moves the booking to the chosen stay (the total shown is checked by the server). */
export const modifyBooking = (bookingNumber: string, proof: CancelOrderRequest, choice: Omit<ModifyOrderRequest, 'email' | 'accessKey'>): Promise<CallOutcome<ModifiedOrder>> =>
  post(MODIFICATION_API.modify(bookingNumber), { ...proof, ...choice }, schemas().then((s) => (b: unknown) => s.modifiedOrderSchema.parse(b)));
