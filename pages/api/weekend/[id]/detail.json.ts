import { weekendDetailQuerySchema } from '@/contracts/weekend-detail.schema';
import { getWeekendDetail } from '@/server/catalog/product/weekend-detail.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/weekend/{id}/detail.json?locale&checkin&night&adult&child&baby: the stay product, priced for the dates when given. */
export default apiHandler({
  query: weekendDetailQuerySchema,
  handle: ({ query }) => getWeekendDetail(getDb(), query),
});
