import { signUpRequestSchema } from '@/contracts/account.schema';
import { env } from '@/lib/env';
import { setSessionCookies } from '@/server/accounts/account-cookies';
import { signInLimiter } from '@/server/accounts/account-limits';
import { accountCall } from '@/server/http/account-route';
import { signUp } from '@/server/accounts/account.service';
import { getDb } from '@/server/db/get-db';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/account/signup {email, password, firstName, lastName, locale, wishlist?}: creates the account and signs in (cookies). */
export default accountCall({
  methods: ['POST'],
  body: signUpRequestSchema,
  access: 'anyone',
  changes: { limiter: signInLimiter },
  handle: async ({ body, req, res }) => {
    const session = await signUp(getDb(), body, env().SITE_URL);
    setSessionCookies(res, session, req);
    res.setHeader('Cache-Control', 'private, no-store');
    res.status(201).json({ profile: session.profile, wishlist: session.wishlist });
  },
});
