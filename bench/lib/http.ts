import autocannon from 'autocannon';
import { percentile } from './result';

export type LoadRun = {
  /** requests sent during the run */
  sent: number;
  /** answers received (any status) */
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** requests given no answer within the per-request timeout (shorter than the run: a stalled server counts here) */
  timeouts: number;
  /** answers whose status differs from the expected one */
  unexpected: number;
  statuses: Record<string, number>;
};

/**
 * The per-request timeout of a run, whole seconds (autocannon's unit): 1 s less than the run (at least 1 s, at most 10 s),
 * so a server that stops answering shows up as timeouts.
 * (With autocannon's 10 s default and a 5 s run, a stalled server gave 0 answers, 0 errors and 0 timeouts: a
 * silent "0 req/s" that read like a measurement.)
 */
export const requestTimeoutSeconds = (seconds: number): number => Math.max(1, Math.min(10, Math.floor(seconds) - 1));

/**
 * One bounded autocannon run (it stops by itself after `seconds`); latencies of every answer are kept so the
 * p95 is exact (autocannon's own summary has p90 and p97.5 only).
 */
export async function load(url: string, options: { seconds: number; connections: number; expectStatus?: number; headers?: Record<string, string> }): Promise<LoadRun> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const expected = options.expectStatus ?? 200;
  let unexpected = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        timeout: requestTimeoutSeconds(options.seconds),
        headers: { accept: 'text/html,application/json', ...options.headers },
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== expected) unexpected++;
    });
  });
  const sent = (result.requests as { sent?: number }).sent ?? latencies.length;
  return {
    sent,
    requests: latencies.length,
    rps: latencies.length / options.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors,
    timeouts: result.timeouts,
    unexpected,
    statuses,
  };
}

/**
 * Waits until the server is idle again: `url` (a static file) answered under `quickMs` `times` in a row, at most
 * `maxSeconds`. A run ends with up to one request per connection still being served, and a slow target (a page, a
 * whole-catalog search) can leave seconds of work queued; without this, that backlog lands in the next target's
 * window. Resolves with the seconds waited and whether the server settled.
 */
export async function settle(url: string, { quickMs = 100, times = 3, maxSeconds = 30 } = {}): Promise<{ seconds: number; settled: boolean }> {
  const started = performance.now();
  let quick = 0;
  while (quick < times && performance.now() - started < maxSeconds * 1000) {
    const t0 = performance.now();
    const ok = await fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
      async (r) => (await r.arrayBuffer(), r.ok),
      () => false,
    );
    quick = ok && performance.now() - t0 < quickMs ? quick + 1 : 0;
    if (quick < times) await new Promise((r) => setTimeout(r, 100));
  }
  return { seconds: (performance.now() - started) / 1000, settled: quick >= times };
}

/** GET a JSON answer (setup of a benchmark: ids to call). */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
