/**
 * A booking's calls, for My booking and the confirmation (docs/checkout.md), each answer parsed with its contract (zod
 * and the schema load with the call, never with the page); every outcome a value (`checkout-call.ts`). The checkouts'
 * carts are in `stay-cart-api.ts` and `gift-cart-api.ts`, their orders in `order-api.ts`.
 */
import { startImport } from '@/contracts/lazy';
import { CHECKOUT_API, isCheckoutProblem, type CancelledOrder, type CancelOrderRequest, type CardPayment, type OrderView } from '@/contracts/checkout';
import { withTimeout } from '@/lib/fetch-timeout';
import { retryAfterSeconds } from '@/lib/retry-after';
import { call, post, type CallOutcome } from './checkout-call';

const schemas = () => startImport(() => import('@/contracts/checkout.schema'));

export const fetchOrder = (bookingNumber: string, accessKey: string): Promise<CallOutcome<OrderView>> =>
  call(CHECKOUT_API.order(bookingNumber, accessKey), {}, schemas().then((s) => (b: unknown) => s.orderViewSchema.parse(b)));

/** By number and e-mail; a customer-care agent may leave the e-mail out (the server checks the agent). */
export const lookupBooking = (bookingNumber: string, email: string | undefined): Promise<CallOutcome<OrderView>> =>
  call(CHECKOUT_API.lookup, post(email ? { bookingNumber, email } : { bookingNumber }), schemas().then((s) => (b: unknown) => s.orderViewSchema.parse(b)));

export const reopenCardPayment = (bookingNumber: string, accessKey: string): Promise<CallOutcome<CardPayment>> =>
  call(CHECKOUT_API.payment(bookingNumber), post({ accessKey }), schemas().then((s) => (b: unknown) => s.cardPaymentSchema.parse(b)));

/** The booking's invoice as a PDF (POST: the proof may be the e-mail), or why not. */
export async function downloadInvoice(bookingNumber: string, proof: CancelOrderRequest): Promise<CallOutcome<{ blob: Blob; filename: string }>> {
  try {
    const response = await fetch(CHECKOUT_API.invoice(bookingNumber), withTimeout({ method: 'POST', body: JSON.stringify(proof), headers: { accept: 'application/pdf', 'content-type': 'application/json' } }));
    if (response.ok) return { kind: 'ok', value: { blob: await response.blob(), filename: `escapade-${bookingNumber}.pdf` } };
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 409 && isCheckoutProblem(body)) return { kind: 'problem', problem: body };
    if (response.status === 429) return { kind: 'rateLimited', retryAfter: retryAfterSeconds(response.headers?.get('retry-after')) };
    return { kind: response.status === 404 ? 'notFound' : 'failed' };
  } catch (error) {
    console.error('invoice download failed', error);
    return { kind: 'failed' };
  }
}

export const cancelOrder = (bookingNumber: string, proof: CancelOrderRequest): Promise<CallOutcome<CancelledOrder>> =>
  call(CHECKOUT_API.cancel(bookingNumber), post(proof), schemas().then((s) => (b: unknown) => s.cancelledOrderSchema.parse(b)));
