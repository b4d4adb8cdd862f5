import { quoteQuerySchema } from '@/contracts/quote.schema';
import { quoteStay } from '@/server/catalog/quote/quote.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { inAutoDiscountVariation } from '@/server/http/request-flags';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/weekend/{id}/quote.json?checkin&nights&adult&child&baby&smartcapacity&activitySelectionList&locale: a stay priced from availability. */
export default apiHandler({
  query: quoteQuerySchema,
  // The automatic discount: only when the server puts this request in the experiment's variation (request-flags.ts).
  handle: ({ query, req }) => quoteStay(getDb(), query, undefined, { inVariation: inAutoDiscountVariation(req) }),
});
