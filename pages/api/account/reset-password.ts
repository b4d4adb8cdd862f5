import { resetPasswordSchema } from '@/contracts/account.schema';
import { setSessionCookies } from '@/server/accounts/account-cookies';
import { signInLimiter } from '@/server/accounts/account-limits';
import { accountCall } from '@/server/http/account-route';
import { resetPassword } from '@/server/accounts/email-link';
import { getDb } from '@/server/db/get-db';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/account/reset-password {token, newPassword, wishlist?}: the reset link's page sets a new password (the
 * rule of sign-up); every session of the account ends and this browser is signed in. 410 LINK_INVALID for an
 * expired, used, unknown or changed token. Limited as sign-in is.
 */
export default accountCall({
  methods: ['POST'],
  body: resetPasswordSchema,
  access: 'anyone',
  changes: { limiter: signInLimiter },
  handle: async ({ body, req, res }) => {
    const session = await resetPassword(getDb(), body.token, body.newPassword, body.wishlist);
    setSessionCookies(res, session, req);
    return { profile: session.profile, wishlist: session.wishlist };
  },
});
