import { giftBoxCodeQuerySchema } from '@/contracts/gift-boxes.schema';
import { getGiftBoxDetail } from '@/server/catalog/gift-boxes/gift-boxes.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/boxes/{code}/product-detail?locale: a gift box, its variants and how many stays it opens (404 unknown). */
export default apiHandler({
  query: giftBoxCodeQuerySchema,
  cache: 'public, max-age=300, stale-while-revalidate=3600',
  handle: ({ query }) => getGiftBoxDetail(getDb(), query),
});
