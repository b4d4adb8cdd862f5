import { placeGiftOrderRequestSchema } from '@/contracts/gift-checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { placeGiftOrder } from '@/server/orders/gift-order.service';
import { orderLimiter } from '@/server/orders/order-limits';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/orders/gift (src/contracts/gift-checkout.ts): places a gift order, paid online; same-site JSON only, rate-limited. */
export default apiHandler({
  methods: ['POST'],
  body: placeGiftOrderRequestSchema,
  stores: { limiter: orderLimiter },
  handle: ({ body }) => placeGiftOrder(getDb(), body),
});
