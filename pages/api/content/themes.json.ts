import { themesQuerySchema } from '@/contracts/themes.schema';
import { themes } from '@/server/catalog/content/content.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/content/themes.json?locale: themes with icons and the theme of the week. */
export default apiHandler({
  query: themesQuerySchema,
  cache: 'public, max-age=60, stale-while-revalidate=600',
  handle: ({ query }) => themes(getDb(), query.locale),
});
