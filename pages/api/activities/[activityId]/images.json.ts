import { activityImagesQuerySchema } from '@/contracts/activity-images.schema';
import { getActivityImages } from '@/server/catalog/product/activity-images.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/activities/{activityId}/images.json?locale: an activity's pictures. */
export default apiHandler({
  query: activityImagesQuerySchema,
  cache: 'public, max-age=3600',
  handle: ({ query }) => getActivityImages(getDb(), query),
});
