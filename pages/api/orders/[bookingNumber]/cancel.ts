import { cancelOrderRequestSchema, cancelPathSchema } from '@/contracts/checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { lookupLimiter } from '@/server/orders/order-limits';
import { cancelOrder } from '@/server/orders/order-access.service';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/orders/{bookingNumber}/cancel {accessKey} or {email}: cancels, gives the nights back, records the refund. */
export default apiHandler({
  methods: ['POST'],
  query: cancelPathSchema,
  body: cancelOrderRequestSchema,
  stores: { limiter: lookupLimiter },
  handle: ({ query, body }) => cancelOrder(getDb(), query.bookingNumber, body),
});
