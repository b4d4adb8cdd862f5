import { signInLinkSchema } from '@/contracts/account.schema';
import { setSessionCookies } from '@/server/accounts/account-cookies';
import { signInLimiter } from '@/server/accounts/account-limits';
import { accountCall } from '@/server/http/account-route';
import { signInWithLink } from '@/server/accounts/email-link';
import { getDb } from '@/server/db/get-db';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/account/signin-link {token, wishlist?}: the sign-in link's page sends the token from its address; a
 * customer session as sign-in opens, once. 410 LINK_INVALID for an expired, used, unknown or changed token. Limited
 * as sign-in is.
 */
export default accountCall({
  methods: ['POST'],
  body: signInLinkSchema,
  access: 'anyone',
  changes: { limiter: signInLimiter },
  handle: async ({ body, req, res }) => {
    const session = await signInWithLink(getDb(), body.token, body.wishlist);
    setSessionCookies(res, session, req);
    return { profile: session.profile, wishlist: session.wishlist };
  },
});
