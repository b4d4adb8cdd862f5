// The import graph between src/server's modules (its first-level folders: orders, redemption, http, db...) and the
// cycles in it. `npm run checks` runs this file and fails on a cycle (docs/server-layers.md); tests/lint/ proves it bites.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const SOURCE = /\.(ts|tsx|js|mjs)$/;

/** Every source file under `dir`, tests left out (a test may import what it exercises from anywhere). */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'test-support' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The module of a path under src/server: its first-level folder, or the file itself at the top. */
function moduleOf(serverDir, path) {
  const [first] = relative(serverDir, path).split(sep);
  return first.replace(SOURCE, '');
}

/** module → the set of other modules it imports, from the files' import statements (`@/server/...` and relative). */
export function serverModuleGraph(root) {
  const srcDir = join(root, 'src');
  const serverDir = join(srcDir, 'server');
  const graph = new Map();
  for (const file of sourceFiles(serverDir)) {
    const from = moduleOf(serverDir, file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = spec.startsWith('@/') ? join(srcDir, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(file), spec) : null;
      if (!target || !target.startsWith(serverDir + sep)) continue;
      const to = moduleOf(serverDir, target);
      if (to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** The cycles of a graph: each strongly connected component of more than one module (Tarjan), sorted. */
export function cyclesOf(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** Which imports close a cycle: for each pair of modules in one cycle, the files of `from` importing `to`. */
export function explain(root, cycle) {
  const srcDir = join(root, 'src');
  const serverDir = join(srcDir, 'server');
  const lines = [];
  for (const file of sourceFiles(serverDir)) {
    const from = moduleOf(serverDir, file);
    if (!cycle.includes(from)) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = spec.startsWith('@/') ? join(srcDir, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(file), spec) : null;
      if (!target || !target.startsWith(serverDir + sep)) continue;
      const to = moduleOf(serverDir, target);
      if (to !== from && cycle.includes(to)) lines.push(`  ${relative(root, file)} → ${spec}`);
    }
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The project's root, or another tree's (the test that proves the check bites).
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const cycles = cyclesOf(serverModuleGraph(root));
  for (const cycle of cycles) console.error(`Import cycle between src/server modules: ${cycle.join(' ↔ ')}\n${explain(root, cycle).join('\n')}`);
  if (cycles.length > 0) process.exit(1);
  console.log('No import cycle between src/server modules.');
}
