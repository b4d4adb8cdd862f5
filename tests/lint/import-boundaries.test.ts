/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';

/** An import written at a place in the tree, and whether the layer rules (eslint.config.mjs) let it through. */
type Case = { file: string; source: string; allowed: boolean };

const CASES: Case[] = [
  { file: 'src/features/search/components/probe.tsx', source: '@/features/calendar/model/stored-dates', allowed: false },
  { file: 'src/features/search/components/probe.tsx', source: '../../calendar/model/stored-dates', allowed: false },
  { file: 'src/features/search/components/probe.tsx', source: '@/site/layout/site-header', allowed: false },
  { file: 'src/features/search/components/probe.tsx', source: '@/server/db/get-db', allowed: false },
  { file: 'src/features/search/components/probe.tsx', source: '@/shared/routes', allowed: true },
  { file: 'src/features/search/components/probe.tsx', source: '../model/pagination', allowed: true },
  { file: 'src/shared/probe.ts', source: '@/features/search/model/pagination', allowed: false },
  { file: 'src/components/ui/probe.tsx', source: '@/shared/app-config', allowed: false },
  { file: 'src/lib/probe.ts', source: '@/shared/app-config', allowed: false },
  { file: 'src/contracts/probe.ts', source: '@/features/search/model/pagination', allowed: false },
  { file: 'src/contracts/probe.ts', source: '@/lib/locales', allowed: true },
  { file: 'src/site/layout/probe.tsx', source: '@/server/db/get-db', allowed: false },
  { file: 'src/site/layout/probe.tsx', source: '@/features/calendar/model/stored-dates', allowed: true },
  { file: 'src/site/server/probe.ts', source: '@/server/db/get-db', allowed: true },
  { file: 'src/site/pages/search/get-page-props.ts', source: '@/server/db/get-db', allowed: true },
];

/** Lints each probe with the project's own configuration, in a child process (ESLint's config is an ES module). */
function lintProbes(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { file, source } of cases) {
      const [result] = await eslint.lintText(\`import probe from '\${source}';\\nexport default probe;\\n\`, { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message));
    }
    console.log(JSON.stringify(out));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], { cwd: process.cwd(), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').pop()!);
}

describe('import boundaries (npm run lint)', () => {
  it('rejects an import that crosses a layer and lets the allowed ones through', () => {
    const messages = lintProbes(CASES);
    const verdicts = CASES.map((c, i) => ({ ...c, allowed: messages[i].length === 0 }));
    expect(verdicts).toEqual(CASES);
  }, 60_000);
});
