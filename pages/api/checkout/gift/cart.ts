import { giftCartRequestSchema } from '@/contracts/gift-checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { admit } from '@/server/http/rate-limit';
import { giftCodeLimiter } from '@/server/redemption/redemption-limits';
import { buildGiftCart } from '@/server/orders/gift-cart.service';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/checkout/gift/cart (src/contracts/gift-checkout.ts): an activity voucher or a gift card, priced on the server. */
export default apiHandler({
  methods: ['POST'],
  body: giftCartRequestSchema,
  // Codes are checked against the shared gift-code limit (docs/redemption.md); without one, nothing more.
  handle: async ({ body, req, res }) => (((body as { giftCodes?: string[] }).giftCodes ?? []).length === 0 || (await admit(giftCodeLimiter, req, res)) ? buildGiftCart(getDb(), body) : undefined),
});
