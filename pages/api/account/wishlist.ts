import { wishlistReplaceSchema } from '@/contracts/account.schema';
import { accountWriteLimiter } from '@/server/accounts/account-limits';
import { accountCall } from '@/server/http/account-route';
import { byMethod } from '@/server/http/by-method';
import { readWishlist, replaceWishlist } from '@/server/accounts/wishlist.service';
import { getDb } from '@/server/db/get-db';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** GET /api/account/wishlist: the customer's own wishlist. POST {wishlist}: replaces it (the browser sends it whole after a change). */
export default byMethod({
  GET: accountCall({ methods: ['GET'], access: 'customer', handle: async ({ accountId }) => ({ wishlist: await readWishlist(getDb(), accountId) }) }),
  POST: accountCall({
    methods: ['POST'],
    body: wishlistReplaceSchema,
    access: 'customer',
    changes: { limiter: accountWriteLimiter },
    handle: async ({ body, accountId }) => ({ wishlist: await replaceWishlist(getDb(), accountId, body.wishlist) }),
  }),
});
