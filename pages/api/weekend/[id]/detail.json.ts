import { weekendDetailQuerySchema } from '@/contracts/weekend-detail.schema';
import { getWeekendDetail } from '@/server/catalog/product/weekend-detail.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { inAutoDiscountVariation } from '@/server/http/request-flags';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/weekend/{id}/detail.json?locale&checkin&night&adult&child&baby: the stay product, priced for the dates when given. */
export default apiHandler({
  query: weekendDetailQuerySchema,
  // The automatic discount: only when the server puts this request in the experiment's variation (request-flags.ts).
  handle: ({ query, req }) => getWeekendDetail(getDb(), query, undefined, { inVariation: inAutoDiscountVariation(req) }),
});
