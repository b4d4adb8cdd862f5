import { reviewsQuerySchema } from '@/contracts/reviews.schema';
import { hotelReviews } from '@/server/catalog/reviews/reviews.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/hotel/{hotelId}/reviews.json?locale&page&sort&language&withOtherLanguageFallback&client */
export default apiHandler({
  query: reviewsQuerySchema,
  cache: 'public, max-age=300',
  handle: ({ query }) => hotelReviews(getDb(), query),
});
