import { collectBodySchema, collectRequestSchema } from '@/contracts/analytics-collect.schema';
import { CONSENT_COOKIE, cookieValue, isGranted, parseConsent } from '@/lib/consent/consent';
import { collectAnalytics } from '@/server/catalog/reports/reports.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { HttpProblem } from '@/server/http/errors';
import { REPORT_RATE_LIMIT, SharedRateLimiter } from '@/server/rate-limit/limiters';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };
export const limiter = new SharedRateLimiter('analytics-collect', REPORT_RATE_LIMIT);

/**
 * POST /api/analytics/ga/collect/{pos} {client_id, user_id?, events ≤ 25}: one stored row per event; answers 202.
 * The tracker (src/lib/analytics/tracker.ts) posts application/json with fetch, also on pagehide (keepalive), never
 * a beacon: JSON from the site itself only.
 */
export default apiHandler({
  methods: ['POST'],
  query: collectRequestSchema,
  body: collectBodySchema,
  stores: { limiter },
  handle: async ({ query, body, req, res }) => {
    // A browser that answered the cookie banner without accepting audience measurement is never stored (docs/consent.md);
    // the site's own tracker sends nothing then, so this only refuses what another script would send.
    const consent = cookieValue(req.headers.cookie, CONSENT_COOKIE);
    if (consent !== null && !isGranted(parseConsent(consent), 'analytics')) {
      throw new HttpProblem(403, { error: 'consent_refused', message: 'The visitor has not accepted audience measurement' });
    }
    const result = await collectAnalytics(getDb(), query.pos, body);
    res.setHeader('Cache-Control', 'no-store');
    res.status(202).json(result);
  },
});
