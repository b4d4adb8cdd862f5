import { stayCartRequestSchema } from '@/contracts/checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { buildStayCart } from '@/server/orders/stay-cart.service';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/checkout/stay/cart (src/contracts/checkout.ts): the stay checkout's recap, priced on the server. */
export default apiHandler({
  methods: ['POST'],
  body: stayCartRequestSchema,
  handle: ({ body }) => buildStayCart(getDb(), body),
});
