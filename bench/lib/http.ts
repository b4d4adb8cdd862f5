import autocannon from 'autocannon';
import { percentile } from './result';

export type LoadRun = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  timeouts: number;
  /** answers whose status differs from the expected one */
  unexpected: number;
  statuses: Record<string, number>;
};

/**
 * One bounded autocannon run (it stops by itself after `seconds`); latencies of every answer are kept so the
 * p95 is exact (autocannon's own summary has p90 and p97.5 only).
 */
export async function load(url: string, options: { seconds: number; connections: number; expectStatus?: number }): Promise<LoadRun> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const expected = options.expectStatus ?? 200;
  let unexpected = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: options.connections, duration: options.seconds, timeout: 10, headers: { accept: 'text/html,application/json' } },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== expected) unexpected++;
    });
  });
  return {
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

/** GET a JSON answer (setup of a benchmark: ids to call). */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
