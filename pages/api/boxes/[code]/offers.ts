import { giftBoxOffersQuerySchema } from '@/contracts/gift-boxes.schema';
import { getGiftBoxOffers } from '@/server/catalog/gift-boxes/gift-boxes.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/boxes/{code}/offers?locale&page&limit[&performMapSearch=true]: a page of the box's stays, or their map points. */
export default apiHandler({
  query: giftBoxOffersQuerySchema,
  cache: 'public, max-age=300, stale-while-revalidate=3600',
  handle: ({ query }) => getGiftBoxOffers(getDb(), query),
});
