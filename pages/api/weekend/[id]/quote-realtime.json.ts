import { liveQuoteQuerySchema } from '@/contracts/quote.schema';
import { liveQuoteStay } from '@/server/catalog/quote/quote.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { inAutoDiscountVariation } from '@/server/http/request-flags';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/weekend/{id}/quote-realtime.json?check-in&night&adult&child&baby&shownPrice&...: the price check's live quote, never cached. */
export default apiHandler({
  query: liveQuoteQuerySchema,
  // The automatic discount: only when the server puts this request in the experiment's variation (request-flags.ts).
  handle: ({ query, req }) => liveQuoteStay(getDb(), query, undefined, { inVariation: inAutoDiscountVariation(req) }),
});
