import { clientErrorReportBodySchema } from '@/contracts/client-error-report.schema';
import { reportClientError } from '@/server/catalog/reports/reports.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { REPORT_RATE_LIMIT, SharedRateLimiter } from '@/server/rate-limit/limiters';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };
export const limiter = new SharedRateLimiter('client-error', REPORT_RATE_LIMIT);

/** POST /api/log/client-error {level, message ≤ 256, location, locale}: stores a browser error; answers 202. Same-site JSON only. */
export default apiHandler({
  methods: ['POST'],
  body: clientErrorReportBodySchema,
  stores: { limiter },
  handle: async ({ body, req, res }) => {
    const result = await reportClientError(getDb(), body, { referrer: req.headers.referer, userAgent: req.headers['user-agent'] });
    res.setHeader('Cache-Control', 'no-store');
    res.status(202).json(result);
  },
});
