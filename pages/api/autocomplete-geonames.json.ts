import { autocompleteQuerySchema } from '@/contracts/autocomplete.schema';
import { autocomplete } from '@/server/catalog/destinations/autocomplete.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/autocomplete-geonames.json?term&locale&maxResults: destination suggestions, best first. */
export default apiHandler({
  query: autocompleteQuerySchema,
  cache: 'public, max-age=300, stale-while-revalidate=3600',
  handle: ({ query }) => autocomplete(getDb(), query),
});
