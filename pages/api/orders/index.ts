import { placeOrderRequestSchema } from '@/contracts/checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { inAutoDiscountVariation } from '@/server/http/request-flags';
import { admit } from '@/server/http/rate-limit';
import { giftCodeLimiter } from '@/server/redemption/redemption-limits';
import { orderLimiter } from '@/server/orders/order-limits';
import { orderMinisiteOf } from '@/server/minisites/order-minisite';
import { placeOrder } from '@/server/orders/place-order.service';
import { linkToSignedInAccount } from '@/server/accounts/link-placed-order';
import { beneficiaryVoucherIdOf, endBeneficiarySession, requireCsrf } from '@/server/redemption/beneficiary-session';

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
  // `beneficiaryGift`: the gift of the beneficiary's session pays first; the session's cookie is a credential, so the
  // call repeats the page's CSRF token (403 without it) and answers 401 once the session ended (a retry of a placed
  // order still gets it back). The gift spent, the session ends (docs/redemption.md).
  handle: async ({ body, req, res }) => {
    if (body.beneficiaryGift) requireCsrf(req);
    if ((body.giftCodes ?? []).length > 0 && !(await admit(giftCodeLimiter, req, res))) return undefined;
    const sessionVoucherId = body.beneficiaryGift ? await beneficiaryVoucherIdOf(getDb(), req) : undefined;
    // The automatic discount: only when the server puts this request in the experiment's variation (request-flags.ts).
    const placed = await placeOrder(getDb(), { ...body, sessionVoucherId, inAutoDiscountVariation: inAutoDiscountVariation(req) }, undefined, undefined, await orderMinisiteOf(getDb(), req.headers));
    if (sessionVoucherId) await endBeneficiarySession(getDb(), req, res);
    return linkToSignedInAccount(req, placed);
  },
});
