import { lazyPart } from '@/lib/lazy-part';

/**
 * The checkouts' order calls and their idempotency keys (`order-api.ts`, with the answer's schema), fetched when the
 * buyer first moves into the form (`prefetchOrderCalls`) or at the latest when they confirm, never with the page.
 */
const orderApi = lazyPart(() => import('./order-api'));

export type OrderCalls = typeof import('./order-api');

export const prefetchOrderCalls = (): void => void orderApi.load().catch(() => undefined);

/** The order calls, or null when their code cannot be fetched (offline): the page then says the order failed. */
export const loadOrderCalls = (): Promise<OrderCalls | null> =>
  orderApi.load().catch((error: unknown) => {
    console.error('the order code could not be fetched', error);
    return null;
  });

/** The order calls once an order was tried (a price update's Back forgets the attempt's key), else null. */
export const loadedOrderCalls = (): OrderCalls | null => orderApi.current();
