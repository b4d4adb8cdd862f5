import { stayWeekendsQuerySchema } from '@/contracts/stay-weekends.schema';
import { stayWeekends } from '@/server/catalog/weekends/weekends.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/weekend/{id}/weekends.json?nights&adult&child&baby&locale: the next twelve weekends' prices, never cached (stock moves). */
export default apiHandler({
  query: stayWeekendsQuerySchema,
  handle: ({ query }) => stayWeekends(getDb(), query),
});
