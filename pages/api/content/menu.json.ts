import { menuQuerySchema } from '@/contracts/menu.schema';
import { menu } from '@/server/catalog/content/content.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/content/menu.json?locale: the 'Inspirations' menu tree. */
export default apiHandler({
  query: menuQuerySchema,
  cache: 'public, max-age=60, stale-while-revalidate=600',
  handle: ({ query }) => menu(getDb(), query.locale),
});
