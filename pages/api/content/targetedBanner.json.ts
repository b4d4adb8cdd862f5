import { targetedBannerQuerySchema } from '@/contracts/targeted-banner.schema';
import { targetedBanners } from '@/server/catalog/content/content.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

/** GET /api/content/targetedBanner.json?locale&page&themeId */
export default apiHandler({
  query: targetedBannerQuerySchema,
  cache: 'public, max-age=60, stale-while-revalidate=600',
  handle: ({ query }) => targetedBanners(getDb(), query),
});
