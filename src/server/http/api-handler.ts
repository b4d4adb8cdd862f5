import type { IncomingMessage } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import type { ApiError } from '@/contracts/common';
import { clientAddress } from './client-address';
import { HttpProblem, RETRY_AFTER_SECONDS } from './errors';
import { domainErrorAnswer } from './domain-error-answer';
import { admit } from './rate-limit';
import { type Limiter } from '@/server/rate-limit/limiters';
import { crossSiteProblem, isJsonContentType } from './same-origin';
import { DomainError, NotFoundError, UnavailableError } from '@/server/errors/domain-errors';
import { isUnavailable } from '@/server/errors/unavailable';
import { refusedByCustomerCare } from '@/server/http/customer-care-gate';
import { logger } from '@/lib/logging/logger.js';

export { HttpProblem };

type Method = 'GET' | 'POST';

type HandlerSpec<Q extends z.ZodType, B extends z.ZodType> = {
  /** GET also answers HEAD. */
  methods?: Method[];
  query?: Q;
  body?: B;
  /** Cache-Control for successful answers; default no-store. */
  cache?: string;
  /**
   * A call that stores what it receives: refused (403) unless the browser says it comes from the site itself
   * (Sec-Fetch-Site / Origin, src/server/http/same-origin.ts), and limited per client by `limiter` (429). The client is
   * the caller's address unless `client` names it otherwise (a customer-care agent, whose desk shares one address).
   */
  stores?: { limiter: Limiter; client?: (req: NextApiRequest) => Promise<string> };
  handle: (input: { query: z.infer<Q>; body: z.infer<B>; req: NextApiRequest; res: NextApiResponse }) => Promise<unknown>;
};

/** The methods a route answers: HEAD wherever GET is. */
export const allowedMethods = (methods: readonly Method[]): string[] => methods.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]));

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
  const text = await readText(req);
  if (text === null) return { ok: false, status: 413, message: `Body over ${MAX_BODY_BYTES / 1000} kB` };
  return text.trim() === '' ? { ok: true, value: {} } : parseJson(text);
}

/**
 * The body as text, or null past MAX_BODY_BYTES. Past the limit the stream is paused, not destroyed: destroying
 * the request would close the connection before the 413 is written (the answer then says `Connection: close`).
 */
export function readText(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      resolve(null);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; status: number; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, message: 'Body is not valid JSON' };
  }
}

/** The `error` code of each status this adapter answers with. */
const ERROR_CODES: Record<number, string> = { 400: 'bad_request', 413: 'payload_too_large' };

export function sendError(res: NextApiResponse, status: number, body: ApiError) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(body);
}

function issuesOf(error: z.ZodError): ApiError['issues'] {
  return error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.') || '(root)', message: i.message }));
}

/**
 * A thin HTTP adapter: method check, zod parsing of query and body (400 naming the problem),
 * the service call, then 404 / a service's DomainError (domain-error-answer.ts) or the adapter's HttpProblem / 503 (database or upstream unavailable, with Retry-After) / 500 mapping. Nothing a client sends reaches a 500.
 */
export function apiHandler<Q extends z.ZodType = z.ZodUnknown, B extends z.ZodType = z.ZodUnknown>(spec: HandlerSpec<Q, B>) {
  const methods = allowedMethods(spec.methods ?? ['GET']);
  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    if (!methods.includes(req.method ?? '')) {
      res.setHeader('Allow', methods.join(', '));
      return sendError(res, 405, { error: 'method_not_allowed', message: `Use ${methods.join(' or ')}` });
    }
    // A customer-care server answers 401 to anyone but a signed-in agent (docs/customer-care.md).
    if (await refusedByCustomerCare(req, res)) return;
    if (spec.stores) {
      const problem = crossSiteProblem(req.headers);
      if (problem) return sendError(res, 403, { error: 'forbidden', message: `This call only accepts requests from the site itself, not ${problem}` });
    }
    if (spec.body && req.method === 'POST' && !isJsonContentType(req.headers)) {
      return sendError(res, 415, { error: 'unsupported_media_type', message: 'Send the body as application/json' });
    }
    const query = spec.query ? spec.query.safeParse(req.query) : { success: true as const, data: req.query };
    if (!query.success) return sendError(res, 400, { error: 'bad_request', message: 'Invalid query parameters', issues: issuesOf(query.error) });
    if (spec.stores) {
      // HEAD asks whether the call would be accepted: it stores nothing.
      if (req.method === 'HEAD') {
        res.setHeader('Cache-Control', 'no-store');
        return res.status(200).json({ ok: true });
      }
      if (!(await admit(spec.stores.limiter, req, res, spec.stores.client ? await spec.stores.client(req) : undefined))) return;
    }
    let rawBody: unknown = req.body;
    if (spec.body && req.method === 'POST') {
      const read = await readJsonBody(req);
      if (!read.ok) {
        if (read.status === 413) res.setHeader('Connection', 'close');
        return sendError(res, read.status, { error: ERROR_CODES[read.status] ?? 'bad_request', message: read.message });
      }
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
      if (error instanceof DomainError) {
        const answer = domainErrorAnswer(error);
        return sendError(res, answer.status, answer.body);
      }
      if (error instanceof HttpProblem) return sendError(res, error.status, error.body);
      if (isUnavailable(error)) {
        logger.error({ err: error, method: req.method, path: req.url?.split('?')[0], client: clientAddress(req) }, '[api] catalog unavailable: answered 503');
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        return sendError(res, 503, { error: 'unavailable', message: error instanceof UnavailableError ? error.message : 'Service temporarily unavailable' });
      }
      logger.error({ err: error, method: req.method, path: req.url?.split('?')[0], client: clientAddress(req) }, '[api] the call failed: answered 500');
      return sendError(res, 500, { error: 'internal_error', message: 'Something went wrong on our side' });
    }
  };
}
