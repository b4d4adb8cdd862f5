import { beneficiaryOffersSchema } from '@/contracts/redemption.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { beneficiaryFacets } from '@/server/redemption/beneficiary.service';
import { sessionVoucher } from '@/server/redemption/beneficiary-session';
import { beneficiarySearchLimiter } from '@/server/redemption/redemption-limits';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/beneficiary/facets (src/contracts/redemption.ts): star ratings and regions of what the gift of the
 * beneficiary's session buys, with counts; 401 without the session.
 */
export default apiHandler({
  methods: ['POST'],
  body: beneficiaryOffersSchema,
  stores: { limiter: beneficiarySearchLimiter },
  handle: async ({ body, req }) => beneficiaryFacets(getDb(), await sessionVoucher(getDb(), req, body.locale), body),
});
