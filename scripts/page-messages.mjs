// Which messages each page kind ships (issue 21 §2): the ids written in the modules a page's browser code can reach
// (its own module from src/site/page-components.tsx, everything it imports, statically or with import(), and the
// app shell every page has: pages/_app.tsx, the catch-all page and its chrome). Server-only modules (src/server,
// src/site/server, the page loaders) are not browser code and are not followed. Written by `npm run messages:compile`
// to src/generated/page-messages.json; src/lib/intl/messages.ts cuts each page's catalog to its list.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The message id rule of docs/messages.md, as tests/messages.test.ts reads it. */
export const ID_LITERAL = /\bid\s*[:=]\s*\{?\s*(['"])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g;

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
/** Not browser code: never followed. */
const SERVER_ONLY = /^(src\/server\/|src\/site\/server\/|src\/generated\/)|\/get-page-props\.ts$|(^|\/)__tests__\/|\.test\.tsx?$/;
/** The route table's client side: every page's module, followed per page instead. */
const PAGE_TABLE = 'src/site/page-components.tsx';
const APP_SHELL = ['pages/_app.tsx', 'pages/[[...slug]].tsx'];

/** @param {string} root @param {string} from @param {string} specifier @returns {string | null} */
function resolveImport(root, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(join(root, from)), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    if (existsSync(path) && statSync(path).isFile()) return relative(root, path);
  }
  return null;
}

/** file → the modules it imports (resolved), read once per run. */
const importsOf = new Map();

function importedModules(root, file) {
  const key = join(root, file);
  let imports = importsOf.get(key);
  if (!imports) {
    const { importedFiles } = ts.preProcessFile(readFileSync(key, 'utf8'), true, true);
    imports = importedFiles.map(({ fileName }) => resolveImport(root, file, fileName)).filter(Boolean);
    importsOf.set(key, imports);
  }
  return imports;
}

/** Every module a set of entries can reach (relative paths), not following server-only modules or `stop`. */
export function reachableModules(root, entries, stop = new Set()) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || stop.has(file) || SERVER_ONLY.test(file) || !/\.(tsx?|jsx?|mjs)$/.test(file)) continue;
    seen.add(file);
    queue.push(...importedModules(root, file));
  }
  return seen;
}

const idsOf = new Map();

/** The message ids written in these modules. */
export function idsIn(root, files) {
  const ids = new Set();
  for (const file of files) {
    const key = join(root, file);
    if (!idsOf.has(key)) idsOf.set(key, [...readFileSync(key, 'utf8').matchAll(ID_LITERAL)].map((match) => match[2]));
    for (const id of idsOf.get(key)) ids.add(id);
  }
  return ids;
}

/** page key → the module of its React tree, as src/site/page-components.tsx lists them. */
export function pageModules(root) {
  const table = readFileSync(join(root, PAGE_TABLE), 'utf8');
  const modules = {};
  for (const [, key, specifier] of table.matchAll(/(\w+):\s*dynamic\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const file = resolveImport(root, PAGE_TABLE, specifier);
    if (!file) throw new Error(`${PAGE_TABLE}: cannot find the module of the ${key} page (${specifier})`);
    modules[key] = file;
  }
  return modules;
}

/** page key → the sorted message ids its browser code can use (the app shell's included). */
export function pageMessageIds(root) {
  const stop = new Set([PAGE_TABLE]);
  const shell = idsIn(root, reachableModules(root, APP_SHELL, stop));
  const lists = {};
  for (const [key, file] of Object.entries(pageModules(root))) {
    lists[key] = [...new Set([...shell, ...idsIn(root, reachableModules(root, [file], stop))])].sort();
  }
  return lists;
}
