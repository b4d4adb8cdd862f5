import { recommendedAutocompleteQuerySchema } from '@/contracts/recommended-autocomplete.schema';
import { recommendedDestinations } from '@/server/catalog/destinations/autocomplete.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/recommendedAutocomplete.json?locale&q&catalogSourceType&catalogSourceCode */
export default apiHandler({
  query: recommendedAutocompleteQuerySchema,
  cache: 'public, max-age=300, stale-while-revalidate=3600',
  handle: ({ query }) => recommendedDestinations(getDb(), query),
});
