import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { GetServerSidePropsContext, NextApiRequest, NextApiResponse } from 'next';
import type { AppPageProps } from '@/site/page-types';
import { getCatchAllProps } from '@/site/server/get-server-side-props';
import type { Database } from '@/server/db/database';

/** Route handlers and page loaders read getDb(): point it at a suite's database (get-db keeps it on globalThis). */
export function useDb(db: Kysely<Database> | undefined): void {
  (globalThis as { __escapadeDb?: Kysely<Database> }).__escapadeDb = db;
}

export type PageAnswer = { status: number; headers: Record<string, string>; props: AppPageProps; ms: number };

/** The catch-all's getServerSideProps for `/{locale}{path}?{query}`, run as Next would, with its status and headers. */
export function visitPage(locale: string, path: string, query: Record<string, string | string[]> = {}): Promise<PageAnswer> {
  return visitSlug(locale, path.split('/').filter(Boolean), query, path);
}

/** The same for path segments as Next's router hands them over (a segment may hold any decoded text). */
export async function visitSlug(locale: string, slug: string[], query: Record<string, string | string[]> = {}, path = `/${slug.join('/')}`): Promise<PageAnswer> {
  const headers: Record<string, string> = {};
  const res = {
    statusCode: 200,
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
      return res;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  const ctx = {
    locale,
    params: { slug },
    query: { ...query, ...(slug.length ? { slug } : {}) },
    req: { headers: {}, url: path } as IncomingMessage,
    res: res as unknown as ServerResponse,
    resolvedUrl: path,
  } as unknown as GetServerSidePropsContext;
  const started = performance.now();
  const result = await getCatchAllProps(ctx);
  const ms = performance.now() - started;
  if (!('props' in result)) throw new Error(`expected props for ${path}`);
  return { status: res.statusCode, headers, props: (await result.props) as AppPageProps, ms };
}

export type ApiAnswer = { status: number; body: unknown; headers: Record<string, string> };
export type ApiRoute = (req: NextApiRequest, res: NextApiResponse) => unknown;

/** A pages/api handler called with a minimal request and a recording response (json or send). */
export async function callApi(
  handler: ApiRoute,
  request: { method?: string; query?: Record<string, string | string[]>; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const answer: ApiAnswer = { status: 200, body: undefined, headers: {} };
  const res = {
    headersSent: false,
    setHeader(name: string, value: string | number) {
      answer.headers[name.toLowerCase()] = String(value);
      return res;
    },
    getHeader: (name: string) => answer.headers[name.toLowerCase()],
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(value: unknown) {
      answer.headers['content-type'] ??= 'application/json; charset=utf-8';
      answer.body = JSON.parse(JSON.stringify(value));
      res.headersSent = true;
      return res;
    },
    send(value: unknown) {
      answer.body = value;
      res.headersSent = true;
      return res;
    },
    end() {
      res.headersSent = true;
      return res;
    },
  };
  const req = {
    method: request.method ?? 'GET',
    url: '/api/fuzz',
    query: request.query ?? {},
    body: request.body,
    headers: { 'content-type': 'application/json', ...request.headers },
    socket: { remoteAddress: '203.0.113.9' },
  };
  await handler(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}
