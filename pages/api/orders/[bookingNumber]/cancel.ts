import { cancelOrderRequestSchema, cancelPathSchema } from '@/contracts/checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { cancelOrder } from '@/server/orders/order-access.service';
import { bookingCallStores } from '@/server/http/booking-call-limits';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/orders/{bookingNumber}/cancel {accessKey} or {email}: cancels, gives the nights back, records the refund. */
export default apiHandler({
  methods: ['POST'],
  query: cancelPathSchema,
  body: cancelOrderRequestSchema,
  // Per address for the public; per agent on a customer-care server (docs/customer-care.md).
  stores: bookingCallStores,
  handle: ({ query, body }) => cancelOrder(getDb(), query.bookingNumber, body),
});
