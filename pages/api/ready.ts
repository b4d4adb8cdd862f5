import { apiHandler, HttpProblem } from '@/server/http/api-handler';
import { RETRY_AFTER_SECONDS } from '@/server/http/errors';
import { processLifecycle } from '@/server/lifecycle/process-lifecycle';

export const config = { api: { bodyParser: false } };

/**
 * GET|HEAD /api/ready: readiness for load balancers and deploy scripts (docs/operations-lifecycle.md). 200 when this
 * process may take traffic; 503 with Retry-After and the reasons (migrations pending, search index loading, database
 * unreachable, draining) otherwise. Never cached; the database check behind it is reused for a second.
 * /api/health stays liveness: 200 whenever the process answers.
 */
export default apiHandler({
  handle: async ({ res }) => {
    const readiness = await processLifecycle().readiness();
    if (readiness.ready) return { status: 'ready' };
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    throw new HttpProblem(503, { error: 'not_ready', message: `Not ready: ${readiness.reasons.join(', ')}`, reasons: readiness.reasons });
  },
});
