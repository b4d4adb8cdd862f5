import type { NextApiRequest, NextApiResponse } from 'next';
import { env } from '@/lib/env';
import { agentOf } from '@/server/auth/agent-session';
import { careAccess } from '@/server/customer-care/care-access';
import { logger } from '@/lib/logging/logger.js';

function answer(res: NextApiResponse, status: number, body: { error: string; message: string }) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(body);
}

/**
 * On a customer-care server, answers an API call from anyone but a signed-in agent with 401 JSON and returns true
 * (the route does nothing more); elsewhere, or for an agent, or on an open path (care-access.ts), returns false.
 * The database not answering is a 503, never a 500.
 */
export async function refusedByCustomerCare(req: NextApiRequest, res: NextApiResponse, customerCare: boolean = env().CUSTOMER_CARE): Promise<boolean> {
  if (!customerCare) return false;
  if (careAccess({ customerCare, api: true, path: req.url ?? '/', agent: false }) === 'open') return false;
  try {
    if (await agentOf(req, { customerCare })) return false;
  } catch (error) {
    logger.error({ err: error, method: req.method, path: req.url?.split('?')[0] }, "[customer-care] could not read the agent's session");
    res.setHeader('Retry-After', '5');
    answer(res, 503, { error: 'unavailable', message: 'Service temporarily unavailable' });
    return true;
  }
  answer(res, 401, { error: 'unauthorized', message: 'Customer care: sign in through the identity provider first' });
  return true;
}
