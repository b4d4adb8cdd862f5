import { env } from '@/lib/env';
import { careSignInLimiter } from '@/server/customer-care/care-limits';
import { signOut } from '@/server/customer-care/sign-in-flow';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed bodies with JSON.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/customer-care/logout?returnTo=/path: ends the agent's session (the customer-care bar's Sign out form).
 * From the site itself only (Sec-Fetch-Site / Origin), then 303 to the login page.
 */
export default apiHandler({
  methods: ['POST'],
  stores: { limiter: careSignInLimiter },
  handle: ({ req, res }) => signOut(req, res, env(), getDb()),
});
