import { shippingCostsQuerySchema } from '@/contracts/shipping-costs.schema';
import { getShippingCosts } from '@/server/catalog/gift-boxes/gift-extras.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/single-voucher/shipping-costs?pos: shipping a physical gift from the point of sale, per country. */
export default apiHandler({
  query: shippingCostsQuerySchema,
  cache: 'public, max-age=600',
  handle: ({ query }) => getShippingCosts(getDb(), query),
});
