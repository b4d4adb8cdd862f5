import { beneficiaryLoginSchema } from '@/contracts/redemption.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { beneficiaryGift } from '@/server/redemption/beneficiary.service';
import { giftCodeLimiter } from '@/server/redemption/redemption-limits';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/beneficiary/login {code, locale} (src/contracts/redemption.ts): the gift, or 409 GIFT_CODE_*. Same-site JSON only, rate-limited. */
export default apiHandler({
  methods: ['POST'],
  body: beneficiaryLoginSchema,
  stores: { limiter: giftCodeLimiter },
  handle: ({ body }) => beneficiaryGift(getDb(), body.code, body.locale),
});
