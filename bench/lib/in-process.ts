// What the in-process catalog benchmarks share: the bench catalog seeded once, percentiles, a timed loop, the record.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';

/** The bench catalog, built once at bench scale: later runs reuse the file (a postgres URL is used as it is). */
export function ensureBenchDatabase(target: string): void {
  if (/^postgres(ql)?:\/\//i.test(target) || existsSync(target)) return;
  console.log(`${target} is absent: seeding the bench-scale catalog once (several minutes)...`);
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts', '--scale=bench'], {
    stdio: 'inherit',
    env: { ...process.env, SQLITE_FILE: target, SEED_SCALE: 'bench', DATABASE_URL: '' },
  });
  if (seeded.status !== 0) throw new Error(`seeding ${target} failed`);
}

export type Stats = { p50: number; p95: number; p99: number; n: number };
export function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return { p50: at(50), p95: at(95), p99: at(99), n: sorted.length };
}
export const fmt = (s: Stats) => `p50 ${s.p50.toFixed(2).padStart(7)}  p95 ${s.p95.toFixed(2).padStart(7)}  p99 ${s.p99.toFixed(2).padStart(7)}`;

/** Runs `run` `warm` times untimed, then `samples` times, each timed in wall and in this process's CPU (ms). */
export async function measure(samples: number, run: (i: number) => Promise<unknown> | unknown, warm = 20): Promise<{ wall: Stats; cpu: Stats }> {
  for (let i = 0; i < warm; i++) await run(samples + i);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < samples; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await run(i);
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: stats(wall), cpu: stats(cpu) };
}

/** Appends a run's output to bench/RESULTS.md under the time and the command that made it. */
export function appendToResults(command: string, out: readonly string[]): void {
  const day = new Date().toISOString().slice(0, 16).replace('T', ' ');
  appendFileSync('bench/RESULTS.md', `\n### ${day} UTC, \`${command}\`\n\n\`\`\`\n${out.join('\n')}\n\`\`\`\n`);
  console.log('\nappended to bench/RESULTS.md');
}
