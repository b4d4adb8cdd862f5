import { productOffersQuerySchema } from '@/contracts/product-offers.schema';
import { getProductOffers } from '@/server/catalog/product/product-offers.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/product/{id}/offers?checkin&nights&adult&child&baby&locale: the product's options and its hotel's other stays. */
export default apiHandler({
  query: productOffersQuerySchema,
  handle: ({ query }) => getProductOffers(getDb(), query),
});
