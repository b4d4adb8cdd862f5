/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Code written at a place in the tree, and whether the server's layer rules (eslint.config.mjs) let it through. */
type Case = { file: string; code: string; allowed: boolean };

const importOf = (source: string) => `import probe from '${source}';\nexport default probe;\n`;
const QUERY = `import type { Kysely } from 'kysely';\nexport const probe = (db: Kysely<never>) => db.selectFrom('order' as never);\n`;
const RAW_SQL = `import { sql } from 'kysely';\nexport const probe = sql\`select 1\`;\n`;

const CASES: Case[] = [
  { file: 'src/server/orders/probe.service.ts', code: importOf('@/server/http/api-handler'), allowed: false },
  { file: 'src/server/orders/probe.service.ts', code: importOf('../http/errors'), allowed: false },
  { file: 'src/server/catalog/offers/probe.service.ts', code: importOf('@/server/http/rate-limit'), allowed: false },
  { file: 'src/server/orders/probe.service.ts', code: importOf('@/server/errors/domain-errors'), allowed: true },
  { file: 'src/server/orders/probe.service.ts', code: importOf('@/server/orders/orders.repository'), allowed: true },
  { file: 'src/server/http/probe.ts', code: importOf('@/server/orders/place-order.service'), allowed: true },
  { file: 'src/server/db/probe.ts', code: importOf('@/server/orders/orders.repository'), allowed: false },
  { file: 'src/server/errors/probe.ts', code: importOf('@/server/catalog/search'), allowed: false },
  { file: 'src/server/db/probe.ts', code: importOf('@/server/db/database'), allowed: true },
  { file: 'src/server/orders/probe.service.ts', code: QUERY, allowed: false },
  { file: 'src/server/orders/probe.service.ts', code: RAW_SQL, allowed: false },
  { file: 'src/server/http/probe.ts', code: QUERY, allowed: false },
  { file: 'pages/api/probe.ts', code: QUERY, allowed: false },
  { file: 'src/server/orders/probe.repository.ts', code: QUERY, allowed: true },
  { file: 'src/server/orders/probe.repository.ts', code: RAW_SQL, allowed: true },
  { file: 'src/server/db/migrations/20990101000000_probe.ts', code: RAW_SQL, allowed: true },
];

const RULES = ['import/no-restricted-paths', 'layers/queries-in-repositories'];

/** Lints each probe with the project's own configuration, in a child process (ESLint's config is an ES module). */
function lintProbes(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const [cases, rules] = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { file, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages.filter((m) => rules.includes(m.ruleId)).map((m) => m.message));
    }
    console.log(JSON.stringify(out));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify([cases, RULES])], { cwd: process.cwd(), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').pop()!);
}

/** Runs the cycle check (npm run server-cycles) on a tree. */
const checkCycles = (root?: string) =>
  spawnSync(process.execPath, ['scripts/server-module-cycles.mjs', ...(root ? [root] : [])], { cwd: process.cwd(), encoding: 'utf8' });

describe('server layers (npm run lint, npm run server-cycles)', () => {
  it('refuses HTTP in services, queries outside repositories and imports up into db, and lets the allowed ones through', () => {
    const messages = lintProbes(CASES);
    const verdicts = CASES.map((c, i) => ({ ...c, allowed: messages[i].length === 0 }));
    expect(verdicts).toEqual(CASES);
  }, 120_000);

  it('fails on an import cycle between two server modules, naming them and the imports', () => {
    const root = mkdtempSync(join(tmpdir(), 'server-cycles-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      write('src/server/orders/place.ts', "import { voucher } from '@/server/redemption/voucher';\nexport const place = voucher;\n");
      write('src/server/redemption/voucher.ts', "import { rules } from '../orders/rules';\nexport const voucher = rules;\n");
      write('src/server/orders/rules.ts', 'export const rules = 1;\n');
      write('src/server/http/handler.ts', "import { place } from '@/server/orders/place';\nexport default place;\n");
      const run = checkCycles(root);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('orders ↔ redemption');
      expect(run.stderr).toContain('src/server/redemption/voucher.ts → ../orders/rules');
      expect(run.stderr).not.toContain('http');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds no import cycle between the server modules of this tree', () => {
    const run = checkCycles();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
