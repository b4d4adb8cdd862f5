/**
 * The checkout pages' calls (docs/checkout.md), each answer parsed with its contract (zod and the schema load with
 * the call, never with the page). Every outcome a page shows is a value, never a throw: the cart or the order, a 409
 * problem (no more availability, expired offer, price changed), a 400 (the form the server refused), a 404, a 429, or
 * a failure (network, server error).
 */
import { startImport } from '@/contracts/lazy';
import { CHECKOUT_API, isCheckoutProblem, isStayCart, type CancelledOrder, type CancelOrderRequest, type CardPayment, type CheckoutProblem, type OrderView, type PlacedOrder, type PlaceOrderRequest, type StayCart, type StayCartRequest } from '@/contracts/checkout';
import { GIFT_CHECKOUT_API, isGiftCart, type GiftCart, type GiftCartRequest, type PlaceGiftOrderRequest } from '@/contracts/gift-checkout';
import { CSRF_HEADER } from '@/contracts/account';
import { isBeneficiarySessionEnded } from '@/contracts/redemption';
import { withTimeout } from '@/lib/fetch-timeout';
import { csrfToken } from '@/shared/account-calls';

export type CallOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'problem'; problem: CheckoutProblem }
  | { kind: 'invalid' }
  | { kind: 'notFound' }
  | { kind: 'rateLimited' }
  /** 401: the call paid with the gift of a beneficiary's session that has ended (docs/redemption.md) */
  | { kind: 'sessionEnded' }
  | { kind: 'failed' };

type Parse<T> = (body: unknown) => T;

/** One JSON call of the checkout's API, its every outcome a value (the modification calls use it too). */
export async function call<T>(url: string, init: RequestInit, parse: Promise<Parse<T>>): Promise<CallOutcome<T>> {
  try {
    const headers = { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string> | undefined) };
    const response = await fetch(url, withTimeout({ ...init, headers }));
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return { kind: 'ok', value: (await parse)(body) };
    if (response.status === 401 && isBeneficiarySessionEnded(body)) return { kind: 'sessionEnded' };
    if (response.status === 409 && isCheckoutProblem(body)) return { kind: 'problem', problem: body };
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

const schemas = () => startImport(() => import('@/contracts/checkout.schema'));
export const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** The stay checkout's recap, priced by the server (checked without zod: `isStayCart`, so the page's first load has none). */
export const fetchStayCart = (request: StayCartRequest): Promise<CallOutcome<StayCart>> =>
  call(
    CHECKOUT_API.stayCart,
    post(request),
    Promise.resolve((b: unknown) => {
      if (!isStayCart(b)) throw new Error('unexpected stay cart');
      return b;
    }),
  );

/** Paying with the gift of a beneficiary's session (its cookie), the order repeats the page's CSRF token. */
export const placeOrder = (request: PlaceOrderRequest): Promise<CallOutcome<PlacedOrder>> =>
  call(
    CHECKOUT_API.orders,
    { ...post(request), ...(request.beneficiaryGift ? { headers: { [CSRF_HEADER]: csrfToken() } } : {}) },
    schemas().then((s) => (b: unknown) => s.placedOrderSchema.parse(b)),
  );

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
    return { kind: response.status === 404 ? 'notFound' : response.status === 429 ? 'rateLimited' : 'failed' };
  } catch (error) {
    console.error('invoice download failed', error);
    return { kind: 'failed' };
  }
}

export const cancelOrder = (bookingNumber: string, proof: CancelOrderRequest): Promise<CallOutcome<CancelledOrder>> =>
  call(CHECKOUT_API.cancel(bookingNumber), post(proof), schemas().then((s) => (b: unknown) => s.cancelledOrderSchema.parse(b)));

/** The gift checkout's recap: an activity voucher, a gift card or a box, priced by the server (checked without zod: `isGiftCart`). */
export const fetchGiftCart = (request: GiftCartRequest): Promise<CallOutcome<GiftCart>> =>
  call(
    GIFT_CHECKOUT_API.cart,
    post(request),
    Promise.resolve((b: unknown) => {
      if (!isGiftCart(b)) throw new Error('unexpected gift cart');
      return b;
    }),
  );

export const placeGiftOrder = (request: PlaceGiftOrderRequest): Promise<CallOutcome<PlacedOrder>> =>
  call(GIFT_CHECKOUT_API.orders, post(request), schemas().then((s) => (b: unknown) => s.placedOrderSchema.parse(b)));
