/** @jest-environment node */
import { Agent, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { Worker } from 'node:worker_threads';
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
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await turn();
};

describe('concurrencyLimit', () => {
  it('admits max + queue, refuses beyond, runs up to max at once and starts the waiting in arrival order', async () => {
    const log: string[] = [];
    const limit = concurrencyLimit({ max: 2, queue: 2 });
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => heldTask(log, name));
    const places = tasks.map((t) => limit.run(t.task));
    expect(places.map((p) => p !== null)).toEqual([true, true, true, true, false]);
    await turns(5);
    expect(log).toEqual(['a', 'b']);
    expect({ running: limit.running(), waiting: limit.waiting() }).toEqual({ running: 2, waiting: 2 });
    tasks[1].end();
    await turns(3);
    expect(log).toEqual(['a', 'b', 'c']);
    tasks[0].end();
    await turns(3);
    expect(log).toEqual(['a', 'b', 'c', 'd']);
    expect({ running: limit.running(), waiting: limit.waiting() }).toEqual({ running: 2, waiting: 0 });
  });

  it('never starts a task inside run, and starts one per turn of the event loop', async () => {
    const log: string[] = [];
    const limit = concurrencyLimit({ max: 4, queue: 0 });
    for (const name of ['a', 'b', 'c']) limit.run(heldTask(log, name).task);
    expect(log).toEqual([]);
    await turn();
    expect(log).toEqual(['a']);
    await turn();
    expect(log).toEqual(['a', 'b']);
  });

  it('frees a waiting place whose client went away, and the place of a task that failed', async () => {
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
    expect(limit.waiting()).toBe(1);
    const next = heldTask(log, 'next');
    expect(limit.run(next.task)).not.toBeNull();
    await turns(5);
    expect(log).toEqual(['failing', 'next']);
  });
});

describe('answerOverCapacity', () => {
  it('answers a HEAD request with the same status and headers, without a body', () => {
    const headers: Record<string, unknown> = {};
    const sent: { status?: number; body?: unknown } = {};
    const res = {
      set statusCode(status: number) {
        sent.status = status;
      },
      setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
      end: (body?: unknown) => void (sent.body = body),
    };
    answerOverCapacity({ method: 'HEAD' } as IncomingMessage, res as unknown as ServerResponse);
    expect(sent).toEqual({ status: 503, body: undefined });
    expect(headers).toMatchObject({ 'retry-after': '1', 'cache-control': 'no-store' });
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

/**
 * A server with the limit, on a thread of its own (a client on the same thread would wait for its renders too), whose
 * pages take `renderMs` each: of synchronous work (a render over SQLite) or of waiting (on PostgreSQL). Readiness
 * answers at once.
 */
async function busyServer(max: number, queue: number, renderMs: number, work: 'sync' | 'waiting' = 'sync'): Promise<{ port: number; stop: () => Promise<number> }> {
  const source = `
    const { createServer } = require('node:http');
    const { parentPort, workerData } = require('node:worker_threads');
    const { answerOverCapacity, concurrencyLimit, countsTowardLimit } = require(workerData.module);
    const limit = concurrencyLimit({ max: workerData.max, queue: workerData.queue });
    const server = createServer((req, res) => {
      if (!countsTowardLimit(req.url)) return void res.end('ready');
      const place = limit.run(async () => {
        if (workerData.work === 'waiting') await new Promise((resolve) => setTimeout(resolve, workerData.renderMs));
        const until = performance.now() + (workerData.work === 'sync' ? workerData.renderMs : 0);
        while (performance.now() < until);
        res.end('page');
        return new Promise((resolve) => res.once('close', resolve));
      });
      if (!place) answerOverCapacity(req, res);
    });
    server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
  `;
  const worker = new Worker(source, { eval: true, workerData: { module: require.resolve('../concurrency-limit.js'), max, queue, renderMs, work } });
  const port = await new Promise<number>((resolve) => worker.once('message', resolve));
  return { port, stop: () => worker.terminate() };
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; ms: number };

const get = (port: number, path: string, method = 'GET', agent: Agent | false = false) =>
  new Promise<Answer>((resolve, reject) => {
    const started = performance.now();
    const req = request({ port, host: '127.0.0.1', path, method, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });

describe('a server with the limit, beyond capacity', () => {
  let stop: () => Promise<number> = async () => 0;
  afterEach(() => stop());

  it('answers 503 with Retry-After and a JSON body, never stored', async () => {
    const server = await busyServer(1, 0, 500, 'waiting');
    stop = server.stop;
    const agent = new Agent({ keepAlive: true, maxSockets: 3 });
    await Promise.all(Array.from({ length: 3 }, () => get(server.port, '/api/ready', 'GET', agent)));
    // One request admitted (it waits 500 ms on its database), the others over capacity.
    const answers = await Promise.all(Array.from({ length: 3 }, () => get(server.port, '/fr-FR/recherche', 'GET', agent)));
    agent.destroy();
    expect(answers.map((a) => a.status).sort()).toEqual([200, 503, 503]);
    const refused = answers.find((a) => a.status === 503)!;
    expect(refused.headers).toMatchObject({ 'retry-after': '1', 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' });
    expect(JSON.parse(refused.body)).toEqual({ error: 'over_capacity', message: 'The server is busy: try again in a moment' });
  });

  it('refuses what it cannot serve while pages render synchronously, between two renders, and keeps answering readiness', async () => {
    const server = await busyServer(2, 2, 200);
    stop = server.stop;
    // 21 connections kept open, as a proxy keeps its upstream ones: requests on them are all read in one turn.
    const agent = new Agent({ keepAlive: true, maxSockets: 21 });
    await Promise.all(Array.from({ length: 21 }, () => get(server.port, '/api/ready', 'GET', agent)));
    const pages = Array.from({ length: 20 }, () => get(server.port, '/fr-FR/recherche', 'GET', agent));
    const ready = await get(server.port, '/api/ready', 'GET', agent);
    const answers = await Promise.all(pages);
    agent.destroy();
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    expect({ served: count(200) >= 4, refused: count(503) >= 12, other: answers.length - count(200) - count(503) }).toEqual({ served: true, refused: true, other: 0 });
    // Renders of 200 ms one after the other: every refusal and the readiness check came within about one.
    const slowestRefusal = Math.max(...answers.filter((a) => a.status === 503).map((a) => a.ms));
    const slowestPage = Math.max(...answers.filter((a) => a.status === 200).map((a) => a.ms));
    expect(slowestPage).toBeGreaterThanOrEqual(800);
    expect(slowestRefusal).toBeLessThan(slowestPage / 2);
    expect(ready.status).toBe(200);
    expect(ready.ms).toBeLessThan(slowestPage / 2);
  });
});
