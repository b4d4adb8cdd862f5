import { missingPageReportQuerySchema } from '@/contracts/missing-page-report.schema';
import { reportMissingPage } from '@/server/catalog/reports/reports.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { REPORT_RATE_LIMIT, SharedRateLimiter } from '@/server/rate-limit/limiters';

export const config = { api: { bodyParser: false } };
export const limiter = new SharedRateLimiter('missing-page', REPORT_RATE_LIMIT);

/** GET /api/error?uri&locale: stores a missing page; answers 202. Refused cross-site (an <img> elsewhere cannot store). */
export default apiHandler({
  query: missingPageReportQuerySchema,
  stores: { limiter },
  handle: async ({ query, req, res }) => {
    const result = await reportMissingPage(getDb(), query, { referrer: req.headers.referer });
    res.setHeader('Cache-Control', 'no-store');
    res.status(202).json(result);
  },
});
