/**
 * The checkouts' order calls, fetched when the buyer moves into the form or confirms (`order-calls.ts`), never with
 * the page: the call, its answer's schema (zod), the CSRF token a beneficiary's gift repeats, the attempt's
 * idempotency key.
 */
import { CSRF_HEADER } from '@/contracts/account';
import { CHECKOUT_API, type PlacedOrder, type PlaceOrderRequest } from '@/contracts/checkout';
import { GIFT_CHECKOUT_API, type PlaceGiftOrderRequest } from '@/contracts/gift-checkout';
import { startImport } from '@/contracts/lazy';
import { csrfToken } from '@/shared/account-calls';
import { call, post, type CallOutcome } from './checkout-call';

export { forgetIdempotencyKey, idempotencyKey } from './idempotency-key';

const schemas = () => startImport(() => import('@/contracts/checkout.schema'));

/** Paying with the gift of a beneficiary's session (its cookie), the order repeats the page's CSRF token. */
export const placeOrder = (request: PlaceOrderRequest): Promise<CallOutcome<PlacedOrder>> =>
  call(
    CHECKOUT_API.orders,
    { ...post(request), ...(request.beneficiaryGift ? { headers: { [CSRF_HEADER]: csrfToken() } } : {}) },
    schemas().then((s) => (b: unknown) => s.placedOrderSchema.parse(b)),
  );

export const placeGiftOrder = (request: PlaceGiftOrderRequest): Promise<CallOutcome<PlacedOrder>> =>
  call(GIFT_CHECKOUT_API.orders, post(request), schemas().then((s) => (b: unknown) => s.placedOrderSchema.parse(b)));
