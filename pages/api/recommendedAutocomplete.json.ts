import { recommendedAutocompleteQuerySchema } from '@/contracts/recommended-autocomplete.schema';
import { recommendedDestinations } from '@/server/catalog/destinations/autocomplete.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

/** GET /api/recommendedAutocomplete.json?locale&q&catalogSourceType&catalogSourceCode */
export default apiHandler({
  query: recommendedAutocompleteQuerySchema,
  cache: 'public, max-age=300, stale-while-revalidate=3600',
  handle: ({ query }) => recommendedDestinations(getDb(), query),
});
