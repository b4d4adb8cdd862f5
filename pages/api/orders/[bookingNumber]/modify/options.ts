import { modificationOptionsRequestSchema } from '@/contracts/booking-modification.schema';
import { cancelPathSchema } from '@/contracts/checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { modifyLimiter } from '@/server/orders/order-limits';
import { listModificationOptions } from '@/server/orders/modify-order.service';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/orders/{bookingNumber}/modify/options {email|accessKey, checkin, nights}: the same hotel's stays for those dates, priced. */
export default apiHandler({
  methods: ['POST'],
  query: cancelPathSchema,
  body: modificationOptionsRequestSchema,
  stores: { limiter: modifyLimiter },
  handle: ({ query, body }) => listModificationOptions(getDb(), query.bookingNumber, body),
});
