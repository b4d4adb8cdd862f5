import { placeGiftOrderRequestSchema } from '@/contracts/gift-checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { admit } from '@/server/http/rate-limit';
import { giftCodeLimiter } from '@/server/redemption/redemption-limits';
import { placeGiftOrder } from '@/server/orders/gift-order.service';
import { orderLimiter } from '@/server/orders/order-limits';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/orders/gift (src/contracts/gift-checkout.ts): places a gift order, paid online; same-site JSON only, rate-limited. */
export default apiHandler({
  methods: ['POST'],
  body: placeGiftOrderRequestSchema,
  stores: { limiter: orderLimiter },
  // Codes are checked against the shared gift-code limit (docs/redemption.md); without one, nothing more.
  handle: async ({ body, req, res }) => (((body as { giftCodes?: string[] }).giftCodes ?? []).length === 0 || (await admit(giftCodeLimiter, req, res)) ? placeGiftOrder(getDb(), body) : undefined),
});
