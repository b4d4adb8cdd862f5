import { targetedBannerQuerySchema } from '@/contracts/targeted-banner.schema';
import { targetedBanners } from '@/server/catalog/content/content.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/content/targetedBanner.json?locale&page&themeId */
export default apiHandler({
  query: targetedBannerQuerySchema,
  cache: 'public, max-age=60, stale-while-revalidate=600',
  handle: ({ query }) => targetedBanners(getDb(), query),
});
