// Load beyond a server's capacity, to time its answers by status: how fast the 503s beyond the concurrency limit come
// (docs/operations-lifecycle.md, 'The concurrency limit'). The connections are opened first (one /api/health each,
// as a proxy keeps its upstream connections open), then each sends its next request as soon as the last answer is
// in, for the given time; prints answers, statuses and p50 / p95 / p99 per status.
//   node bench/overload.mjs --url=http://127.0.0.1:3300/recherche [--connections=300] [--seconds=15]
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const url = new URL(args.url ?? 'http://127.0.0.1:3000/recherche');
const connections = Number(args.connections ?? 300);
const seconds = Number(args.seconds ?? 15);

const agent = new Agent({ keepAlive: true, maxSockets: connections });
/** @type {Map<number | string, number[]>} */
const timesByStatus = new Map();
const record = (status, ms) => {
  if (!timesByStatus.has(status)) timesByStatus.set(status, []);
  timesByStatus.get(status).push(ms);
};

const once = (target = url) =>
  new Promise((resolve) => {
    const started = performance.now();
    const req = request(target, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(record(res.statusCode ?? 0, performance.now() - started)));
    });
    req.on('error', (error) => resolve(record(error.code ?? 'error', performance.now() - started)));
    req.end();
  });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

await Promise.all(Array.from({ length: connections }, () => once(new URL('/api/health', url))));
timesByStatus.clear();

const load = loadavg().map((v) => v.toFixed(2)).join(' / ');
const stopAt = Date.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < stopAt) await once();
  }),
);
agent.destroy();

const total = [...timesByStatus.values()].reduce((sum, times) => sum + times.length, 0);
console.log(`${url.href}: ${connections} connections for ${seconds} s, load average ${load} at the start; ${total} answers (${(total / seconds).toFixed(0)}/s)`);
console.log('| status | answers | p50 | p95 | p99 |');
console.log('| --- | --- | --- | --- | --- |');
for (const [status, times] of [...timesByStatus.entries()].sort()) {
  const sorted = times.sort((a, b) => a - b);
  console.log(`| ${status} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} |`);
}
