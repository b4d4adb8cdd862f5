import type { Kysely } from 'kysely';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { Database } from '@/server/db/database';

/** Engines the contract suites run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: [string, string | null][] = [['SQLite', null], ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', process.env.TEST_DATABASE_URL] as [string, string]] : [])];

/** Route handlers read getDb(): point it at the suite's database (get-db keeps its client on globalThis). */
export function useDbForRoutes(db: Kysely<Database>): void {
  (globalThis as { __escapadeDb?: Kysely<Database> }).__escapadeDb = db;
}

export type Answer = { status: number; body: unknown; headers: Record<string, string> };
type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;

/** Call a Next API handler with a mock request and collect status, JSON body and headers. */
export async function call(
  handler: Handler,
  options: { method?: string; query?: Record<string, string | string[]>; body?: unknown; headers?: Record<string, string>; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  let status = 200;
  let body: unknown;
  const res = {
    headersSent: false,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
      return res;
    },
    status(code: number) {
      status = code;
      return res;
    },
    json(value: unknown) {
      body = JSON.parse(JSON.stringify(value));
      res.headersSent = true;
      return res;
    },
    /** A body that is not JSON (a PDF): kept as sent. */
    end(value?: unknown) {
      body = value;
      res.headersSent = true;
      return res;
    },
  };
  const req = {
    method: options.method ?? 'GET',
    query: options.query ?? {},
    body: options.body,
    // Bodies are JSON, as the site's clients send them (apiHandler answers 415 to anything else).
    headers: { ...(options.method === 'POST' ? { 'content-type': 'application/json' } : {}), ...(options.headers ?? {}) },
    socket: { remoteAddress: options.ip ?? '203.0.113.7' },
    url: '/api/test',
  };
  await handler(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return { status, body, headers };
}

/** A body shaped like the API's errors. */
export const isApiError = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' && typeof (body as { message?: unknown }).message === 'string';
