import { apiHandler } from '@/server/http/api-handler';

export const config = { api: { bodyParser: false } };

/** GET|HEAD /api/health: liveness for load balancers and the e2e web server (any other method: 405 with Allow). */
export default apiHandler({
  handle: async () => ({ status: 'ok' }),
});
