import { previewQuerySchema } from '@/contracts/cms-page.schema';
import { env } from '@/lib/env';
import { previewSecretMatches, previewTarget } from '@/server/catalog/content/cms-draft';
import { apiHandler, HttpProblem } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/**
 * The content service's preview link (docs/home-and-cms.md): `?secret=PREVIEW_SECRET&path=/` switches draft mode on
 * (Next's draft-mode cookie) and opens the page, which then shows unpublished content; `?exit=1&path=/` switches it
 * off. A wrong or missing secret, or no PREVIEW_SECRET configured, answers 401 and changes nothing.
 */
export default apiHandler({
  query: previewQuerySchema,
  handle: async ({ query, res }) => {
    const target = previewTarget(query.path);
    if (query.exit) {
      res.setDraftMode({ enable: false });
    } else {
      if (!previewSecretMatches(env().PREVIEW_SECRET, query.secret)) throw new HttpProblem(401, { error: 'unauthorized', message: 'This preview link is not valid' });
      res.setDraftMode({ enable: true });
    }
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Location', target);
    res.status(307).end();
  },
});
