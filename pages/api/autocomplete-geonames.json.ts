import { autocompleteQuerySchema } from '@/contracts/autocomplete.schema';
import { autocomplete } from '@/server/catalog/destinations/autocomplete.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

/** GET /api/autocomplete-geonames.json?term&locale&maxResults: destination suggestions, best first. */
export default apiHandler({
  query: autocompleteQuerySchema,
  cache: 'public, max-age=300, stale-while-revalidate=3600',
  handle: ({ query }) => autocomplete(getDb(), query),
});
