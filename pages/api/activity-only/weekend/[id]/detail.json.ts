import { activityOnlyDetailQuerySchema } from '@/contracts/activity-only-detail.schema';
import { getActivityOnlyDetail } from '@/server/catalog/activity-only/activity-only-detail.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/activity-only/weekend/{id}/detail.json?locale: an activity sold alone (product-and-purchase §7). */
export default apiHandler({
  query: activityOnlyDetailQuerySchema,
  handle: ({ query }) => getActivityOnlyDetail(getDb(), query),
});
