import { stayCartRequestSchema } from '@/contracts/checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { inAutoDiscountVariation } from '@/server/http/request-flags';
import { admit } from '@/server/http/rate-limit';
import { giftCodeLimiter } from '@/server/redemption/redemption-limits';
import { minisitePayments, orderMinisiteOf } from '@/server/minisites/order-minisite';
import { buildStayCart } from '@/server/orders/stay-cart.service';
import { sessionGiftOf } from '@/server/redemption/beneficiary-session';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/checkout/stay/cart (src/contracts/checkout.ts): the stay checkout's recap, priced on the server. */
export default apiHandler({
  methods: ['POST'],
  body: stayCartRequestSchema,
  // Through a partner minisite only the electronic methods are available (docs/minisites.md).
  // Codes are checked against the shared gift-code limit (docs/redemption.md); without one, nothing more.
  // `beneficiaryGift`: the gift of the beneficiary's session pays first (401 once the session ended).
  // The automatic discount: only when the server puts this request in the experiment's variation (request-flags.ts).
  handle: async ({ body, req, res }) => {
    if ((body.giftCodes ?? []).length > 0 && !(await admit(giftCodeLimiter, req, res))) return undefined;
    const choices = { ...body, ...(await sessionGiftOf(getDb(), req, body)) };
    const cart = await buildStayCart(getDb(), choices, undefined, undefined, inAutoDiscountVariation(req));
    return minisitePayments(cart, await orderMinisiteOf(getDb(), req.headers));
  },
});
