import type { NextApiRequest, NextApiResponse } from 'next';
import { clientAddress } from './client-address';
import type { Limiter } from '@/server/rate-limit/limiters';

export { clientAddress };

/** Answers 429 JSON with Retry-After; returns whether the request may go on. The client is the caller's address unless given. */
export async function admit(limiter: Limiter, req: NextApiRequest, res: NextApiResponse, client: string = clientAddress(req)): Promise<boolean> {
  const verdict = await limiter.take(client);
  if (verdict.allowed) return true;
  res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
  res.setHeader('Cache-Control', 'no-store');
  res.status(429).json({ error: 'rate_limited', message: `Too many requests; retry in ${verdict.retryAfterSeconds} s` });
  return false;
}

type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;

/** Answers 429 JSON with Retry-After once a client has spent its tokens; otherwise runs the handler. */
export function withRateLimit(limiter: Limiter, handler: Handler): Handler {
  return async (req, res) => {
    if (await admit(limiter, req, res)) return handler(req, res);
  };
}

