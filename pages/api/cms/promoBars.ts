import { promoBarsQuerySchema } from '@/contracts/promo-bars.schema';
import { promoBars } from '@/server/catalog/content/content.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/cms/promoBars?locale(&page&flow): promo bars active now. */
export default apiHandler({
  query: promoBarsQuerySchema,
  cache: 'public, max-age=60, stale-while-revalidate=600',
  handle: ({ query }) => promoBars(getDb(), query),
});
