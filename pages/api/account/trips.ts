import { accountCall } from '@/server/http/account-route';
import { listTrips } from '@/server/accounts/trips.service';
import { getDb } from '@/server/db/get-db';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** GET /api/account/trips: the signed-in customer's own bookings, the latest first. */
export default accountCall({
  methods: ['GET'],
  access: 'customer',
  handle: async ({ accountId }) => ({ trips: await listTrips(getDb(), accountId) }),
});
