import { modifyOrderRequestSchema } from '@/contracts/booking-modification.schema';
import { cancelPathSchema } from '@/contracts/checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { modifyLimiter } from '@/server/orders/order-limits';
import { modifyOrder } from '@/server/orders/modify-order.service';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/orders/{bookingNumber}/modify {email|accessKey, offerId, checkin, nights, shownTotal}: moves the booking, releasing and holding nights in one transaction. */
export default apiHandler({
  methods: ['POST'],
  query: cancelPathSchema,
  body: modifyOrderRequestSchema,
  stores: { limiter: modifyLimiter },
  handle: ({ query, body }) => modifyOrder(getDb(), query.bookingNumber, body),
});
