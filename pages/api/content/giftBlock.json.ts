import { giftBlockQuerySchema } from '@/contracts/gift-block.schema';
import { giftBlock } from '@/server/catalog/content/content.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

/** GET /api/content/giftBlock.json?locale */
export default apiHandler({
  query: giftBlockQuerySchema,
  cache: 'public, max-age=60, stale-while-revalidate=600',
  handle: ({ query }) => giftBlock(getDb(), query.locale),
});
