/** @jest-environment node */
// zod (≈ 32 kB gzip) stays out of every page's first load: the modules browser code imports statically never load it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const ROOT = join(__dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === '__tests__' || name === '__fixtures__' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Static imports and re-exports that load a module at run time (`import type` / `export type` are erased). */
function valueImports(path: string): string[] {
  const text = readFileSync(join(ROOT, path), 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms), ...text.matchAll(/^import\s+'([^']+)'/gm)].map((m) => m[1]);
}

const loadsZod = (specifier: string) => specifier === 'zod' || /\.schema$/.test(specifier) || /contracts\/zod$|^\.\/zod$/.test(specifier);

/** Browser modules: contracts (not their schemas), features, UI and the client libraries. */
const BROWSER_MODULES = [
  ...sources('src/contracts').filter((path) => !/\.schema\.ts$|[/\\]zod\.ts$/.test(path)),
  ...sources('src/features'),
  ...sources('src/components'),
  ...sources('src/lib').filter((path) => !/\.schema\.ts$/.test(path) && !/[/\\]env\.ts$/.test(path)),
  'pages/_app.tsx',
  'pages/[[...slug]].tsx',
];

describe('zod outside the first load', () => {
  it.each(BROWSER_MODULES)('%s loads no zod and no schema module statically', (path) => {
    expect(valueImports(path).filter(loadsZod)).toEqual([]);
  });

  const SCHEMA_MODULES = [...sources('src/contracts'), ...sources('src/lib')].filter((path) => /\.schema\.ts$/.test(path));

  it.each(SCHEMA_MODULES)('%s applies the browser setting of zod (src/contracts/zod.ts) when it loads zod', (path) => {
    const imports = valueImports(path);
    if (imports.includes('zod')) expect(imports.some((specifier) => /^(\.\/|@\/contracts\/)zod$/.test(specifier))).toBe(true);
  });

  it('finds the browser modules it checks', () => {
    expect(BROWSER_MODULES).toEqual(expect.arrayContaining([join('src', 'contracts', 'offers.ts'), join('src', 'features', 'wishlist', 'model', 'wishlist.ts')]));
  });
});
