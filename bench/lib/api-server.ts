// The real pages/api handlers behind an in-process HTTP server (what `next start` calls, minus Next's routing), for
// the catalog benches that time the API over HTTP without building the site.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

type Route = { default: (req: never, res: never) => unknown };

/** A route module by file under pages/api (their names end in .json.ts, which a bare specifier would read as JSON). */
export const apiRoute = (file: string) => import(resolve('pages/api', file)) as Promise<Route>;

export type ApiServer = { base: string; server: Server; get(path: string): Promise<string>; close(): void };

/** Listens on a free local port; each route is a path pattern, the names of its captured parameters and its module. */
export async function startApiServer(routes: [RegExp, string[], Route][]): Promise<ApiServer> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    for (const [pattern, params, handler] of routes) {
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const values = url.searchParams.getAll(key);
        query[key] = values.length > 1 ? values : values[0]!;
      }
      params.forEach((name, i) => (query[name] = decodeURIComponent(match[i + 1]!)));
      const api = Object.assign(res, {
        status: (code: number) => {
          res.statusCode = code;
          return api;
        },
        json: (body: unknown) => {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(body));
        },
        send: (body: unknown) => res.end(typeof body === 'string' ? body : JSON.stringify(body)),
      });
      Object.assign(req, { query });
      void Promise.resolve(handler.default(req as never, api as never)).catch((error: unknown) => {
        console.error(error);
        res.statusCode = 500;
        res.end();
      });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  // Engine measurements can leave the client's kept-alive connection idle for minutes: keep it open meanwhile.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string) => {
    const response = await fetch(base + path).catch(() => fetch(base + path)); // once more on a connection closed meanwhile
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.slice(0, 300)}`);
    return body;
  };
  return { base, server, get, close: () => server.close() };
}
