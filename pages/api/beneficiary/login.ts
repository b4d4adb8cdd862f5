import { beneficiaryLoginSchema } from '@/contracts/redemption.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { beneficiaryLogin } from '@/server/redemption/beneficiary.service';
import { openBeneficiarySession, requireCsrf } from '@/server/redemption/beneficiary-session';
import { giftCodeLimiter } from '@/server/redemption/redemption-limits';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/beneficiary/login {code, locale} (src/contracts/redemption.ts): the gift, and the beneficiary's session
 * opened for its voucher (HttpOnly cookie), or 409 GIFT_CODE_*. Same-site JSON with the CSRF header, rate-limited.
 */
export default apiHandler({
  methods: ['POST'],
  body: beneficiaryLoginSchema,
  stores: { limiter: giftCodeLimiter },
  handle: async ({ body, req, res }) => {
    requireCsrf(req);
    const { voucher, gift } = await beneficiaryLogin(getDb(), body.code, body.locale);
    await openBeneficiarySession(getDb(), req, res, Number(voucher.id));
    return gift;
  },
});
