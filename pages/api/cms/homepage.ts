import { homepageQuerySchema } from '@/contracts/cms-page.schema';
import { DRAFT_CACHE_CONTROL } from '@/server/catalog/content/cms-draft';
import { homePage } from '@/server/catalog/content/cms-pages.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { NotFoundError } from '@/server/errors/domain-errors';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/**
 * GET /api/cms/homepage?locale&flow: the home page of a flow (docs/home-and-cms.md). In draft mode (the preview
 * link's cookie) the unpublished version, answered `private, no-store`; 404 when the locale has no home for the flow.
 */
export default apiHandler({
  query: homepageQuerySchema,
  cache: 'public, max-age=60, stale-while-revalidate=600',
  handle: async ({ query, req, res }) => {
    const draft = (req as { draftMode?: boolean }).draftMode === true;
    const page = await homePage(getDb(), query.locale, query.flow, { draft });
    if (!page) throw new NotFoundError(`Home page of the ${query.flow} flow in ${query.locale}`);
    if (!draft) return page;
    res.setHeader('Cache-Control', DRAFT_CACHE_CONTROL);
    res.status(200).json(page);
  },
});
