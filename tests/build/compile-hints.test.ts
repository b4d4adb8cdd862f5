/** @jest-environment node */
import { describe, it, expect } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = join(__dirname, '../../scripts/add-compile-hints.mjs');
const HINT = '//# allFunctionsCalledOnLoad\n';

function buildFolder() {
  const dist = mkdtempSync(join(tmpdir(), 'hints-'));
  mkdirSync(join(dist, 'static/chunks/pages'), { recursive: true });
  writeFileSync(join(dist, 'static/chunks/a.js'), 'console.log(1)');
  writeFileSync(join(dist, 'static/chunks/pages/b.js'), '(()=>{})()');
  writeFileSync(join(dist, 'static/chunks/a.css'), 'body{}');
  return dist;
}
const run = (dist: string) => execFileSync(process.execPath, [SCRIPT], { env: { ...process.env, NEXT_DIST_DIR: dist }, encoding: 'utf8' });

describe('add-compile-hints (runs after next build)', () => {
  it('puts the compile hint on the first line of every browser script, and leaves other files alone', () => {
    const dist = buildFolder();
    expect(run(dist)).toContain('2 of 2 browser scripts marked');
    expect(readFileSync(join(dist, 'static/chunks/a.js'), 'utf8')).toBe(`${HINT}console.log(1)`);
    expect(readFileSync(join(dist, 'static/chunks/pages/b.js'), 'utf8')).toBe(`${HINT}(()=>{})()`);
    expect(readFileSync(join(dist, 'static/chunks/a.css'), 'utf8')).toBe('body{}');
  });

  it('marks a script once however often it runs', () => {
    const dist = buildFolder();
    run(dist);
    expect(run(dist)).toContain('0 of 2 browser scripts marked');
    expect(readFileSync(join(dist, 'static/chunks/a.js'), 'utf8')).toBe(`${HINT}console.log(1)`);
  });
});
