/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';

/** A snippet written at a place in the tree, and whether the money rule (eslint.config.mjs, MONEY_SYNTAX) lets it through. */
const CASES = [
  { file: 'src/features/search/model/probe.ts', code: 'export const f = (cents: number) => cents / 100;', allowed: false },
  { file: 'src/server/orders/probe.ts', code: 'export const f = (euros: number) => Math.round(euros * 100);', allowed: false },
  { file: 'src/server/orders/probe.ts', code: "export const f = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });", allowed: false },
  { file: 'src/features/search/components/probe.tsx', code: "import { useIntl } from 'react-intl';\nexport const f = () => useIntl().formatNumber(1, { style: 'currency', currency: 'EUR' });", allowed: false },
  { file: 'src/lib/money.ts', code: 'export const f = (cents: number) => cents / 100;', allowed: true },
  { file: 'src/server/orders/probe.ts', code: 'export const f = (n: number) => n / 1000;', allowed: true },
];

describe('the money rule', () => {
  it('refuses a * 100 or / 100 and a currency format outside the money and percent modules', () => {
    const script = `
      import { ESLint } from 'eslint';
      const cases = JSON.parse(process.argv[1]);
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const { file, code } of cases) {
        const [result] = await eslint.lintText(code + '\\n', { filePath: file });
        out.push(result.messages.some((m) => m.ruleId === 'money/restricted-syntax'));
      }
      console.log(JSON.stringify(out));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(CASES)], { encoding: 'utf8', cwd: process.cwd() });
    expect(run.stderr).toBe('');
    const refused: boolean[] = JSON.parse(run.stdout);
    expect(refused).toEqual(CASES.map((c) => !c.allowed));
  }, 120_000);
});
