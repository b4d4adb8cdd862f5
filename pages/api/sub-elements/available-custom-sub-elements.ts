import { subElementsQuerySchema } from '@/contracts/sub-elements.schema';
import { getSubElements } from '@/server/catalog/gift-boxes/gift-extras.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/sub-elements/available-custom-sub-elements?locale: a physical gift's extras (sleeves, cards) by category. */
export default apiHandler({
  query: subElementsQuerySchema,
  cache: 'public, max-age=600',
  handle: ({ query }) => getSubElements(getDb(), query),
});
