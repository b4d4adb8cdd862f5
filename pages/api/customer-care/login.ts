import { env } from '@/lib/env';
import { careSignInLimiter } from '@/server/customer-care/care-limits';
import { beginSignIn } from '@/server/customer-care/sign-in-flow';
import { apiHandler } from '@/server/http/api-handler';
import { admit } from '@/server/http/rate-limit';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed bodies with JSON.
export const config = { api: { bodyParser: false } };

/** GET /api/customer-care/login?returnTo=/path: starts an agent's sign-in at the identity provider (docs/customer-care.md). */
export default apiHandler({
  methods: ['GET'],
  handle: async ({ req, res }) => {
    if (await admit(careSignInLimiter, req, res)) await beginSignIn(req, res, env());
  },
});
