/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startMetricsServer } from '../metrics-server.js';
import { processMetrics } from '../metrics.js';

const silent = { info: () => {}, error: () => {} };

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const listening = (server: Server) => new Promise<void>((resolve, reject) => (server.listening ? resolve() : server.once('listening', resolve).once('error', reject)));

let started: Server | null = null;
let instance: ChildProcess | null = null;
afterEach(async () => {
  if (started) await new Promise<void>((resolve) => started!.close(() => resolve()));
  started = null;
  instance?.kill('SIGTERM');
  instance = null;
});

// docs/operations-observability.md: the metrics are on a port of their own, on the loopback interface by default.
describe('the metrics endpoint', () => {
  it('is not started without METRICS_PORT', () => {
    expect(startMetricsServer({ env: {}, logger: silent })).toBeNull();
  });

  it("serves a single process's metrics on 127.0.0.1 at /metrics, and nothing else", async () => {
    const port = await freePort();
    processMetrics().observeRequest({ route: 'page:search', method: 'GET', status: 200 }, 0.12);
    started = startMetricsServer({ env: { METRICS_PORT: String(port) }, logger: silent });
    await listening(started!);
    expect(started!.address()).toMatchObject({ address: '127.0.0.1', port });

    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toContain('escapade_http_request_duration_seconds_count{route="page:search",method="GET",status_class="2xx"} 1');
    // Node's own figures too (memory, event loop delay).
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('serves the figures of every server process of a cluster combined, from the primary', async () => {
    const port = await freePort();
    instance = spawn(process.execPath, [join(__dirname, '../test-support/two-process-cluster.js')], {
      env: { ...process.env, METRICS_PORT: String(port), LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      instance!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      instance!.once('exit', (code) => reject(new Error(`the cluster stopped (${code})`)));
    });
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(text).toContain('escapade_http_request_duration_seconds_count{route="page:home",method="GET",status_class="2xx"} 2');
    // Both processes read the same database: its figure once, not doubled.
    expect(text).toContain('escapade_queue_waiting{queue="outbox_mail"} 4');
  }, 20_000);
});
