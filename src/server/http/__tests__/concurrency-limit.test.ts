/** @jest-environment node */
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { parseEnv } from '@/lib/env';
import { answerOverCapacity, concurrencyLimit, countsTowardLimit, DEFAULT_MAX_CONCURRENT_REQUESTS, limitFromSetting } from '../concurrency-limit';

/** A task the test ends when it wants, recording when it started. */
function heldTask(log: string[], name: string) {
  let end: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (end = resolve));
  return {
    task: () => {
      log.push(name);
      return done;
    },
    end: () => end(),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimit', () => {
  it('runs up to max at once, queues up to queue more, refuses beyond, and starts the waiting in arrival order', async () => {
    const log: string[] = [];
    const limit = concurrencyLimit({ max: 2, queue: 2 });
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => heldTask(log, name));
    const places = tasks.map((t) => limit.run(t.task));
    await turn();
    expect(log).toEqual(['a', 'b']);
    expect(places.map((p) => p !== null)).toEqual([true, true, true, true, false]);
    expect({ running: limit.running(), waiting: limit.waiting() }).toEqual({ running: 2, waiting: 2 });
    tasks[1].end();
    await turn();
    expect(log).toEqual(['a', 'b', 'c']);
    tasks[0].end();
    await turn();
    expect(log).toEqual(['a', 'b', 'c', 'd']);
    expect({ running: limit.running(), waiting: limit.waiting() }).toEqual({ running: 2, waiting: 0 });
  });

  it('frees a queued place whose client went away, and the place of a task that failed', async () => {
    const log: string[] = [];
    const limit = concurrencyLimit({ max: 1, queue: 1 });
    limit.run(() => {
      log.push('failing');
      return Promise.reject(new Error('render failed'));
    });
    const gone = limit.run(() => {
      log.push('gone');
      return Promise.resolve();
    });
    expect(limit.run(() => Promise.resolve())).toBeNull();
    gone?.cancel();
    expect(limit.waiting()).toBe(0);
    const next = heldTask(log, 'next');
    expect(limit.run(next.task)).not.toBeNull();
    await turn();
    await turn();
    expect(log).toEqual(['failing', 'next']);
  });
});

describe('countsTowardLimit', () => {
  it.each([
    ['/', true],
    ['/es-ES/busqueda?d=1', true],
    ['/api/offers.json?locale=fr_FR', true],
    ['/api/orders', true],
    ['/_next/data/build/fr-FR.json', true],
    ['/_next/static/chunks/main.js', false],
    ['/api/health', false],
    ['/api/health?probe=1', false],
    ['/api/ready', false],
    ['/api/ready/', false],
    ['/api/readyz', true],
  ])('%s → %s', (target, counts) => {
    expect(countsTowardLimit(target)).toBe(counts);
  });
});

describe('the limit from MAX_CONCURRENT_REQUESTS', () => {
  it('is 64 running and 64 waiting unless set, and the setting is checked at start', () => {
    expect(limitFromSetting(undefined)).toEqual({ max: DEFAULT_MAX_CONCURRENT_REQUESTS, queue: DEFAULT_MAX_CONCURRENT_REQUESTS });
    expect(DEFAULT_MAX_CONCURRENT_REQUESTS).toBe(64);
    expect(limitFromSetting('8')).toEqual({ max: 8, queue: 8 });
    expect(parseEnv({ MAX_CONCURRENT_REQUESTS: '8' }).MAX_CONCURRENT_REQUESTS).toBe(8);
    expect(() => parseEnv({ MAX_CONCURRENT_REQUESTS: '0' })).toThrow(/MAX_CONCURRENT_REQUESTS/);
    expect(() => parseEnv({ MAX_CONCURRENT_REQUESTS: 'many' })).toThrow(/MAX_CONCURRENT_REQUESTS/);
  });
});

describe('a server with the limit, beyond capacity', () => {
  let server: Server;
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  const get = (port: number, path: string, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string; ms: number }>((resolve, reject) => {
      const started = performance.now();
      const req = request({ port, host: '127.0.0.1', path, method, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers 503 with Retry-After and a JSON body at once, and still answers the readiness check', async () => {
    const limit = concurrencyLimit({ max: 1, queue: 1 });
    const held: ServerResponse[] = [];
    server = createServer((req, res) => {
      if (!countsTowardLimit(req.url)) return void res.end('ready');
      // Each admitted request is held until the test ends it: the process is busy.
      const place = limit.run(() => new Promise((resolve) => (held.push(res), res.once('close', resolve))));
      if (!place) answerOverCapacity(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const busy = [get(port, '/fr-FR/recherche'), get(port, '/fr-FR/recherche')];
    while (limit.running() + limit.waiting() < 2) await turn();

    const refused = await get(port, '/fr-FR/recherche');
    expect(refused.status).toBe(503);
    expect(refused.headers).toMatchObject({ 'retry-after': '1', 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' });
    expect(JSON.parse(refused.body)).toEqual({ error: 'over_capacity', message: 'The server is busy: try again in a moment' });
    expect(refused.ms).toBeLessThan(1000);
    expect((await get(port, '/fr-FR/recherche', 'HEAD')).body).toBe('');
    expect((await get(port, '/api/ready')).status).toBe(200);

    // The first answer frees its place: the queued request runs, then ends too.
    held[0].end('page');
    while (held.length < 2) await turn();
    held[1].end('page');
    expect((await Promise.all(busy)).map((a) => a.status)).toEqual([200, 200]);
  });
});
