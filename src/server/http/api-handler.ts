import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import type { ApiError } from '@/contracts/common';
import { NotFoundError, RETRY_AFTER_SECONDS, UnavailableError } from './errors';
import { isUnavailable } from './unavailable';

export { NotFoundError, UnavailableError };

type Method = 'GET' | 'POST';

type HandlerSpec<Q extends z.ZodType, B extends z.ZodType> = {
  methods?: Method[];
  query?: Q;
  body?: B;
  /** Cache-Control for successful answers; default no-store. */
  cache?: string;
  handle: (input: { query: z.infer<Q>; body: z.infer<B>; req: NextApiRequest; res: NextApiResponse }) => Promise<unknown>;
};

const MAX_BODY_BYTES = 100_000;

/**
 * POST routes disable Next's body parser (its errors are not JSON) with a literal
 * `export const config = { api: { bodyParser: false } }`: the body is read and parsed here.
 */
async function readJsonBody(req: NextApiRequest): Promise<{ ok: true; value: unknown } | { ok: false; status: number; message: string }> {
  if (req.body !== undefined) {
    if (typeof req.body !== 'string') return { ok: true, value: req.body };
    return parseJson(req.body);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return { ok: false, status: 413, message: 'Body too large' };
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text.trim() === '' ? { ok: true, value: {} } : parseJson(text);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; status: number; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, message: 'Body is not valid JSON' };
  }
}

function sendError(res: NextApiResponse, status: number, body: ApiError) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(body);
}

function issuesOf(error: z.ZodError): ApiError['issues'] {
  return error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.') || '(root)', message: i.message }));
}

/**
 * A thin HTTP adapter: method check, zod parsing of query and body (400 naming the problem),
 * the service call, then 404 / 503 (database or upstream unavailable, with Retry-After) / 500 mapping. Nothing a client sends reaches a 500.
 */
export function apiHandler<Q extends z.ZodType = z.ZodUnknown, B extends z.ZodType = z.ZodUnknown>(spec: HandlerSpec<Q, B>) {
  const methods = spec.methods ?? ['GET'];
  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    if (!methods.includes(req.method as Method)) {
      res.setHeader('Allow', methods.join(', '));
      return sendError(res, 405, { error: 'method_not_allowed', message: `Use ${methods.join(' or ')}` });
    }
    const query = spec.query ? spec.query.safeParse(req.query) : { success: true as const, data: req.query };
    if (!query.success) return sendError(res, 400, { error: 'bad_request', message: 'Invalid query parameters', issues: issuesOf(query.error) });
    let rawBody: unknown = req.body;
    if (spec.body && req.method === 'POST') {
      const read = await readJsonBody(req);
      if (!read.ok) return sendError(res, read.status, { error: 'bad_request', message: read.message });
      rawBody = read.value;
    }
    // An absent body reads as {}; a JSON null is a body, and the schema rejects it.
    const body = spec.body ? spec.body.safeParse(rawBody === undefined ? {} : rawBody) : { success: true as const, data: rawBody };
    if (!body.success) return sendError(res, 400, { error: 'bad_request', message: 'Invalid request body', issues: issuesOf(body.error) });
    try {
      const result = await spec.handle({ query: query.data as z.infer<Q>, body: body.data as z.infer<B>, req, res });
      if (res.headersSent) return;
      res.setHeader('Cache-Control', spec.cache ?? 'no-store');
      res.status(200).json(result ?? { ok: true });
    } catch (error) {
      if (error instanceof NotFoundError) return sendError(res, 404, { error: 'not_found', message: error.message });
      if (isUnavailable(error)) {
        console.error(`[api] ${req.method} ${req.url}: catalog unavailable`, error);
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        return sendError(res, 503, { error: 'unavailable', message: error instanceof UnavailableError ? error.message : 'Service temporarily unavailable' });
      }
      console.error(`[api] ${req.method} ${req.url}`, error);
      return sendError(res, 500, { error: 'internal_error', message: 'Something went wrong on our side' });
    }
  };
}
