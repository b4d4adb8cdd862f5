import { beneficiaryLogoutSchema } from '@/contracts/redemption.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { endBeneficiarySession, requireCsrf } from '@/server/redemption/beneficiary-session';
import { beneficiarySearchLimiter } from '@/server/redemption/redemption-limits';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/beneficiary/logout ('Use another code', src/contracts/redemption.ts): the session's row deleted, its cookie cleared. */
export default apiHandler({
  methods: ['POST'],
  body: beneficiaryLogoutSchema,
  stores: { limiter: beneficiarySearchLimiter },
  handle: async ({ req, res }) => {
    requireCsrf(req);
    await endBeneficiarySession(getDb(), req, res);
    return { ok: true };
  },
});
