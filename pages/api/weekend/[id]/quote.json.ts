import { quoteQuerySchema } from '@/contracts/quote.schema';
import { quoteStay } from '@/server/catalog/quote/quote.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/weekend/{id}/quote.json?checkin&nights&adult&child&baby&smartcapacity&activitySelectionList&locale: a stay priced from availability. */
export default apiHandler({
  query: quoteQuerySchema,
  handle: ({ query }) => quoteStay(getDb(), query),
});
