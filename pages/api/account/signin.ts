import { signInRequestSchema } from '@/contracts/account.schema';
import { setSessionCookies } from '@/server/accounts/account-cookies';
import { signInEmailLimiter, signInLimiter } from '@/server/accounts/account-limits';
import { accountCall } from '@/server/http/account-route';
import { signIn } from '@/server/accounts/account.service';
import { getDb } from '@/server/db/get-db';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/account/signin {email, password, wishlist?}: a customer session (token and account id cookies) and the
 * wishlist merged with the browser's. Limited per client and per e-mail (429); 401 BAD_CREDENTIALS otherwise.
 */
export default accountCall({
  methods: ['POST'],
  body: signInRequestSchema,
  access: 'anyone',
  changes: { limiter: signInLimiter },
  handle: async ({ body, req, res }) => {
    const verdict = await signInEmailLimiter.take(body.email.trim().toLowerCase());
    if (!verdict.allowed) {
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      res.setHeader('Cache-Control', 'no-store');
      return res.status(429).json({ error: 'rate_limited', message: `Too many sign-in attempts for this e-mail; retry in ${verdict.retryAfterSeconds} s` });
    }
    const session = await signIn(getDb(), body);
    setSessionCookies(res, session, req);
    return { profile: session.profile, wishlist: session.wishlist };
  },
});
