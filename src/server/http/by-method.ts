import type { NextApiRequest, NextApiResponse } from 'next';
import { sendError } from '@/server/http/api-handler';

type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;

/** One route, a handler per method (GET also answers HEAD); any other method is a JSON 405 naming them all. */
export function byMethod(handlers: { GET?: Handler; POST?: Handler }): Handler {
  const allow = [...(handlers.GET ? ['GET', 'HEAD'] : []), ...(handlers.POST ? ['POST'] : [])];
  return (req, res) => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const handler = method === 'GET' || method === 'POST' ? handlers[method] : undefined;
    if (handler) return handler(req, res);
    res.setHeader('Allow', allow.join(', '));
    return sendError(res, 405, { error: 'method_not_allowed', message: `Use ${allow.join(' or ')}` });
  };
}
