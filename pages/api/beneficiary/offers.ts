import { beneficiaryOffersSchema } from '@/contracts/redemption.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { beneficiaryOffers } from '@/server/redemption/beneficiary.service';
import { sessionVoucher } from '@/server/redemption/beneficiary-session';
import { beneficiarySearchLimiter } from '@/server/redemption/redemption-limits';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/beneficiary/offers (src/contracts/redemption.ts): what the gift of the beneficiary's session buys, a page
 * at a time, with each supplement; 401 without the session, the code's 409 once the gift is used or expired.
 */
export default apiHandler({
  methods: ['POST'],
  body: beneficiaryOffersSchema,
  stores: { limiter: beneficiarySearchLimiter },
  handle: async ({ body, req }) => beneficiaryOffers(getDb(), await sessionVoucher(getDb(), req, body.locale), body),
});
