import { checkoutNightsQuerySchema } from '@/contracts/checkout-nights.schema';
import { checkoutNights } from '@/server/catalog/availability/checkout-nights.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/weekend/{id}/packageCheckoutNights.json?checkin|length&adult&child&baby&locale: allowed night counts. */
export default apiHandler({
  query: checkoutNightsQuerySchema,
  cache: 'public, max-age=60',
  handle: ({ query }) => checkoutNights(getDb(), query),
});
