import { verifyEmailSchema } from '@/contracts/account.schema';
import { accountWriteLimiter } from '@/server/accounts/account-limits';
import { accountCall } from '@/server/http/account-route';
import { proveEmail } from '@/server/accounts/email-proof';
import { getDb } from '@/server/db/get-db';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/account/verify-email {token}: opens the e-mail's proof link once (410 LINK_INVALID after); the bookings made with it join the account. */
export default accountCall({
  methods: ['POST'],
  body: verifyEmailSchema,
  access: 'anyone',
  changes: { limiter: accountWriteLimiter },
  handle: ({ body }) => proveEmail(getDb(), body.token),
});
