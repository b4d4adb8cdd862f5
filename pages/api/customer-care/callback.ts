import { env } from '@/lib/env';
import { careSignInLimiter } from '@/server/customer-care/care-limits';
import { completeSignIn } from '@/server/customer-care/sign-in-flow';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { admit } from '@/server/http/rate-limit';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed bodies with JSON.
export const config = { api: { bodyParser: false } };

/** GET /api/customer-care/callback: the identity provider's answer; opens the agent's session (docs/customer-care.md). */
export default apiHandler({
  methods: ['GET'],
  handle: async ({ req, res }) => {
    if (await admit(careSignInLimiter, req, res)) await completeSignIn(req, res, env(), getDb());
  },
});
