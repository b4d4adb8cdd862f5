/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';

/** A snippet written at a place in the tree, and whether the days rules (eslint.config.mjs, docs/days.md) let it through. */
type Case = { file: string; code: string; allowed: boolean };

const CASES: Case[] = [
  // A day is never cut out of a UTC timestamp, anywhere in src/ but the days module.
  { file: 'src/features/search/model/probe.ts', code: 'export const day = new Date().toISOString().slice(0, 10);', allowed: false },
  { file: 'src/features/search/model/probe.ts', code: 'export const day = (at: Date) => at.toISOString().substring(0, 10);', allowed: false },
  { file: 'src/features/search/model/probe.ts', code: "export const day = (at: Date) => at.toISOString().split('T')[0];", allowed: false },
  { file: 'src/server/orders/probe.ts', code: 'export const day = (at: Date) => at.toISOString().slice(0, 10);', allowed: false },
  { file: 'src/server/db/seed/probe.ts', code: 'export const day = (at: Date) => at.toISOString().slice(0, 10);', allowed: false },
  { file: 'src/features/search/model/probe.ts', code: 'export const stamp = (at: Date) => at.toISOString().slice(0, 19);', allowed: true },
  { file: 'src/lib/days.ts', code: 'export const day = (at: Date) => at.toISOString().slice(0, 10);', allowed: true },
  // Server code takes the clock as a `now` parameter; only its default may read the system clock.
  { file: 'src/server/catalog/gift-boxes/probe.ts', code: 'export const today = () => new Date();', allowed: false },
  { file: 'src/server/orders/probe.ts', code: 'export function stamp() { const at = new Date(); return at.getTime(); }', allowed: false },
  { file: 'src/server/orders/probe.ts', code: 'export const stamp = (now: Date = new Date()) => now.getTime();', allowed: true },
  { file: 'src/server/orders/probe.ts', code: "export const day = (today: string = new Date().toDateString()) => today;", allowed: true },
  { file: 'src/server/orders/probe.ts', code: 'export const stamp = ({ now = () => new Date() }: { now?: () => Date }) => now().getTime();', allowed: true },
  { file: 'src/server/orders/probe.ts', code: 'export const stamp = (options: { now?: Date }) => (options.now ?? new Date()).getTime();', allowed: true },
  { file: 'src/server/orders/probe.ts', code: 'export const at = (time: number) => new Date(time);', allowed: true },
  // The clock's owners: stand-in servers, the HTTP edge, scripts; and code outside src/server.
  { file: 'src/server/local-services/probe.ts', code: 'export const today = () => new Date();', allowed: true },
  { file: 'src/server/http/probe.ts', code: 'export const today = () => new Date();', allowed: true },
  { file: 'src/features/search/model/probe.ts', code: 'export const today = () => new Date();', allowed: true },
];

/** Lints each snippet with the project's own configuration, in a child process (ESLint's config is an ES module). */
function lintProbes(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { file, code } of cases) {
      const [result] = await eslint.lintText(code + '\\n', { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message));
    }
    console.log(JSON.stringify(out));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], { cwd: process.cwd(), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').pop()!);
}

describe('days rules (npm run lint)', () => {
  it('refuses a day cut from a UTC timestamp and a server clock read behind its callers, and lets the rest through', () => {
    const messages = lintProbes(CASES);
    const verdicts = CASES.map((c, i) => ({ ...c, allowed: messages[i].length === 0 }));
    expect(verdicts).toEqual(CASES);
    expect(messages[0][0]).toMatch(/todayAt/);
    expect(messages[7][0]).toMatch(/`now` parameter/);
  }, 60_000);
});
