import type { Kysely } from 'kysely';
import type { PlacedOrder } from '@/contracts/checkout';
import { logger } from '@/lib/logging/logger.js';
import type { Database } from '@/server/db/database';
import type { PaymentProvider } from '@/server/payments/payment-provider';
import { processMetrics } from '@/server/observability/metrics.js';
import { releaseUnpaidOrder } from './card-payment-release';
import { openCardPayment } from './card-payment.service';
import { checkoutProblem } from './checkout-problem';
import { accessKeyOf, sha256 } from './order-keys';
import { orderView } from './order-view';
import { findOrderByIdempotencyKey, findOrderParts, type OrderRow } from './orders.repository';
import { isDeadlock, isUniqueViolation, writeTransaction } from '@/server/db/write-transaction';

/** Attempts at the transaction when a random booking number collides or PostgreSQL reports a deadlock. */
const ATTEMPTS = 5;

export type PlaceOnce = {
  idempotencyKey: string;
  /** the request's choices without its key: the same key with other choices is refused */
  choices: unknown;
  provider: PaymentProvider | null;
  now: Date;
};

/** Stores the order in the write transaction; `keyHash` and `requestHash` go on its row. */
export type StoreOrder = (trx: Kysely<Database>, hashes: { keyHash: string; requestHash: string }) => Promise<OrderRow>;

/**
 * Places an order once per idempotency key, for the stay and the gift checkouts (docs/checkout.md): a known key
 * answers its first order (another body: 409 IDEMPOTENCY_KEY_REUSED); otherwise `prepare` checks and prices the
 * request (throwing its refusals) and answers how to store it, and one write transaction stores it,
 * retried when a random booking number collides or PostgreSQL reports a deadlock, and a key committed meanwhile by a
 * concurrent request answers that request's order. A new card order then gets its hosted payment page; a provider
 * that cannot open one releases the order at once (409 PAYMENT_UNAVAILABLE).
 */
export async function placeOnce(db: Kysely<Database>, { idempotencyKey, choices, provider, now }: PlaceOnce, prepare: () => Promise<StoreOrder>): Promise<PlacedOrder> {
  const keyHash = sha256(idempotencyKey);
  const requestHash = sha256(JSON.stringify(choices));
  const earlier = await findOrderByIdempotencyKey(db, keyHash);
  if (earlier) return replay(db, earlier, idempotencyKey, requestHash, now);
  const store = await prepare();
  for (let attempt = 1; ; attempt++) {
    try {
      const { order, created } = await writeTransaction(db, async (trx) => {
        // Inside the transaction too: on SQLite it runs alone, so a request racing with its own retry sees the first order.
        const first = await findOrderByIdempotencyKey(trx, keyHash);
        return first ? { order: first, created: false } : { order: await store(trx, { keyHash, requestHash }), created: true };
      });
      const paymentUrl = created && provider && order.payment_method === 'card' ? await payByCard(db, provider, order, accessKeyOf(idempotencyKey, order.access_salt), now) : null;
      return { ...(await replay(db, order, idempotencyKey, requestHash, now)), paymentUrl };
    } catch (error) {
      // PostgreSQL: the same key committed meanwhile by a concurrent request (the unique index made this one wait).
      if (isUniqueViolation(error, 'idempotency_key_hash')) {
        const first = await findOrderByIdempotencyKey(db, keyHash);
        if (first) return replay(db, first, idempotencyKey, requestHash, now);
      }
      if (attempt < ATTEMPTS && (isUniqueViolation(error, 'booking_number') || isDeadlock(error))) continue;
      throw error;
    }
  }
}

/** Opens the hosted payment page of a new card order, or releases the order and asks for another method. */
async function payByCard(db: Kysely<Database>, provider: PaymentProvider, order: OrderRow, accessKey: string, now: Date): Promise<string> {
  try {
    return await openCardPayment(db, provider, order, accessKey);
  } catch (error) {
    logger.warn({ err: error, bookingNumber: order.booking_number }, '[payments] no payment page for the order: released');
    if (await writeTransaction(db, (trx) => releaseUnpaidOrder(trx, order, now.toISOString()))) processMetrics().paymentReleases.inc({ via: 'no_payment_page' });
    throw checkoutProblem('PAYMENT_UNAVAILABLE');
  }
}

/** The order a key placed, with its access key: the same body gets it back, another body is refused. */
async function replay(db: Kysely<Database>, order: OrderRow, idempotencyKey: string, requestHash: string, now: Date): Promise<PlacedOrder> {
  if (order.request_hash !== requestHash) throw checkoutProblem('IDEMPOTENCY_KEY_REUSED');
  const parts = await findOrderParts(db, order.id);
  return { ...orderView(order, parts, now), accessKey: accessKeyOf(idempotencyKey, order.access_salt), paymentUrl: null };
}
