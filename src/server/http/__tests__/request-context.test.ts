/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { Registry } from 'prom-client';
import { createLogger } from '@/lib/logging/logger.js';
import { nameRequestRoute } from '@/lib/logging/request-store.js';
import { createMetrics } from '@/server/observability/metrics.js';
import { createRequestObserver } from '../request-context.js';
import { routeTable } from '../route-kind.js';
import { trustedProxies } from '../trusted-proxies.js';

/** The JSON lines a logger wrote, parsed. */
function capturedLines() {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  let buffered = '';
  stream.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      lines.push(JSON.parse(buffered.slice(0, nl)) as Record<string, unknown>);
      buffered = buffered.slice(nl + 1);
    }
  });
  return { stream, lines };
}

const captured = capturedLines();
const log = createLogger(captured.stream, 'info');
const metrics = createMetrics(new Registry(), { logger: log });

let trusted = trustedProxies([]);
let server: Server;
let base: string;

beforeAll(async () => {
  const observe = createRequestObserver({
    logger: log,
    trusted: { check: (address) => trusted.check(address) },
    routes: routeTable(['/[[...slug]]', '/api/orders/[id]']),
    metrics,
  });
  // Stands for Next: a page that names its kind after some asynchronous work, an API route that logs, a slow answer;
  // both rewrite req.url as Next's router does (the locale prefix goes).
  server = createServer((req, res) =>
    observe(req, res, () => {
      const path = (req.url ?? '/').split('?')[0];
      req.url = '/rewritten-by-the-router';
      if (path.startsWith('/api/orders/')) {
        setTimeout(() => {
          log.warn({ where: 'inside' }, 'a line written while answering');
          res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not_found"}');
        }, 20);
        return;
      }
      void Promise.resolve().then(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        nameRequestRoute('page:product');
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>page</p>');
      });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  captured.lines.length = 0;
  trusted = trustedProxies([]);
});

const accessLines = () => captured.lines.filter((line) => line.msg === 'request');
const waitForAccessLine = async () => {
  for (let i = 0; i < 100 && accessLines().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return accessLines();
};

describe('each request as the server process observes it', () => {
  it('answers with a new request id and writes one access-log line: id, method, path without its query, route kind, status, duration', async () => {
    const answer = await fetch(`${base}/api/orders/12345678?key=secret-access-key`, { headers: { 'X-Request-Id': 'forged-by-a-client' } });
    expect(answer.status).toBe(404);
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line, ...more] = await waitForAccessLine();
    expect(more).toHaveLength(0);
    expect(line).toMatchObject({ level: 'info', msg: 'request', reqId: id, method: 'GET', path: '/api/orders/12345678', route: '/api/orders/[id]', status: 404 });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.durationMs as number).toBeGreaterThanOrEqual(15);
    expect(typeof line.time).toBe('string');
    expect(JSON.stringify(captured.lines)).not.toContain('secret-access-key');
  });

  it('gives every line written while answering the request its id', async () => {
    const answer = await fetch(`${base}/api/orders/87654321`);
    await waitForAccessLine();
    const inside = captured.lines.find((line) => line.where === 'inside');
    expect(inside).toMatchObject({ level: 'warn', reqId: answer.headers.get('x-request-id') });
  });

  it("keeps a trusted proxy's id, in the answer and the log", async () => {
    trusted = trustedProxies(['127.0.0.1']);
    const answer = await fetch(`${base}/api/orders/12345678`, { headers: { 'X-Request-Id': '4f2a9c0e1b7d4e5f8a6b3c2d1e0f9a8b' } });
    expect(answer.headers.get('x-request-id')).toBe('4f2a9c0e1b7d4e5f8a6b3c2d1e0f9a8b');
    expect((await waitForAccessLine())[0]).toMatchObject({ reqId: '4f2a9c0e1b7d4e5f8a6b3c2d1e0f9a8b' });
  });

  it('labels a page with the kind its loader named, and counts its duration under that kind', async () => {
    const answer = await fetch(`${base}/es-ES/estancia/un-hotel/123?checkin=2026-05-01`);
    expect(answer.status).toBe(200);
    expect((await waitForAccessLine())[0]).toMatchObject({ route: 'page:product', status: 200, path: '/es-ES/estancia/un-hotel/123' });
    const histogram = await metrics.registry.getSingleMetricAsString('escapade_http_request_duration_seconds');
    expect(histogram).toMatch(/escapade_http_request_duration_seconds_count\{route="page:product",method="GET",status_class="2xx"\} 1/);
    expect(histogram).not.toContain('/estancia/');
  });
});
