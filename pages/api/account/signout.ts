import { clearSessionCookies } from '@/server/accounts/account-cookies';
import { accountWriteLimiter } from '@/server/accounts/account-limits';
import { accountCall } from '@/server/http/account-route';
import { endSession, readCookie, SESSION_COOKIE } from '@/server/auth';
import { getDb } from '@/server/db/get-db';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/account/signout: deletes the session's row and clears the token and account id cookies (§2.13). */
export default accountCall({
  methods: ['POST'],
  access: 'anyone',
  changes: { limiter: accountWriteLimiter },
  handle: async ({ req, res }) => {
    await endSession(getDb(), readCookie(req.headers, SESSION_COOKIE));
    clearSessionCookies(res);
    return { ok: true };
  },
});
