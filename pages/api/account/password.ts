import { passwordChangeSchema } from '@/contracts/account.schema';
import { signInLimiter } from '@/server/accounts/account-limits';
import { accountCall } from '@/server/http/account-route';
import { changePassword } from '@/server/accounts/account.service';
import { readCookie, SESSION_COOKIE } from '@/server/auth';
import { getDb } from '@/server/db/get-db';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/account/password {currentPassword, newPassword}: 403 WRONG_PASSWORD, else changed and the other sessions ended. Limited as sign-in is. */
export default accountCall({
  methods: ['POST'],
  body: passwordChangeSchema,
  access: 'customer',
  changes: { limiter: signInLimiter },
  handle: ({ body, req, accountId }) => changePassword(getDb(), accountId, body, readCookie(req.headers, SESSION_COOKIE)),
});
