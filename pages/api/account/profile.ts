import { profileUpdateSchema } from '@/contracts/account.schema';
import { env } from '@/lib/env';
import { accountWriteLimiter } from '@/server/accounts/account-limits';
import { accountCall } from '@/server/http/account-route';
import { readProfile, updateProfile } from '@/server/accounts/account.service';
import { byMethod } from '@/server/http/by-method';
import { getDb } from '@/server/db/get-db';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** GET /api/account/profile: the signed-in customer's own profile. POST {firstName, lastName, email, currentPassword?}: changes it. */
export default byMethod({
  GET: accountCall({ methods: ['GET'], access: 'customer', handle: ({ accountId }) => readProfile(getDb(), accountId) }),
  POST: accountCall({
    methods: ['POST'],
    body: profileUpdateSchema,
    access: 'customer',
    changes: { limiter: accountWriteLimiter },
    handle: ({ body, accountId }) => updateProfile(getDb(), accountId, body, env().SITE_URL),
  }),
});
