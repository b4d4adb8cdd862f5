import { announcementBannerQuerySchema } from '@/contracts/announcement-banner.schema';
import { announcementBanners } from '@/server/catalog/content/content.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/content/strapiAnnouncementBanner.json?locale: banners for home, search and product pages. */
export default apiHandler({
  query: announcementBannerQuerySchema,
  cache: 'public, max-age=60, stale-while-revalidate=600',
  handle: ({ query }) => announcementBanners(getDb(), query.locale),
});
