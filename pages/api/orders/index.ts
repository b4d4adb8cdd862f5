import { placeOrderRequestSchema } from '@/contracts/checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { admit } from '@/server/http/rate-limit';
import { giftCodeLimiter } from '@/server/redemption/redemption-limits';
import { orderLimiter } from '@/server/orders/order-limits';
import { orderMinisiteOf } from '@/server/minisites/order-minisite';
import { placeOrder } from '@/server/orders/place-order.service';
import { linkToSignedInAccount } from '@/server/accounts/link-placed-order';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/orders (src/contracts/checkout.ts): places a stay order and holds its nights. Same-site JSON only, rate-limited. */
export default apiHandler({
  methods: ['POST'],
  body: placeOrderRequestSchema,
  stores: { limiter: orderLimiter },
  // A visit through a partner minisite (its cookie, window open) tags the order and allows card only (docs/minisites.md).
  // Codes are checked against the shared gift-code limit (docs/redemption.md); without one, nothing more.
  // A signed-in customer's order placed with the account's e-mail joins the account's trips (docs/accounts.md).
  handle: async ({ body, req, res }) =>
    linkToSignedInAccount(req, (body.giftCodes ?? []).length === 0 || (await admit(giftCodeLimiter, req, res)) ? await placeOrder(getDb(), body, undefined, undefined, await orderMinisiteOf(getDb(), req.headers)) : undefined),
});
