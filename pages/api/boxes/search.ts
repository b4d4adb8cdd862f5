import { giftBoxSearchQuerySchema } from '@/contracts/gift-boxes.schema';
import { searchGiftBoxes } from '@/server/catalog/gift-boxes/gift-boxes.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/boxes/search?locale: every published gift box (the listing shows the EBOX ones). */
export default apiHandler({
  query: giftBoxSearchQuerySchema,
  cache: 'public, max-age=300, stale-while-revalidate=3600',
  handle: ({ query }) => searchGiftBoxes(getDb(), query),
});
