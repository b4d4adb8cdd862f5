/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * A part drawn on the server through `next/dynamic` must be in the browser before React hydrates the page, or the
 * browser draws nothing where the server drew it: React error #418, and the page drawn again from scratch (issue 32:
 * every page for a signed-in customer, whose account menu was such a part). Next preloads only the parts the build
 * lists for the page, and the build lists only the `next/dynamic` calls of modules the page imports statically, not
 * those of a module that itself arrives through `next/dynamic` or `import()` (the header's chunk, a page kind's chunk).
 * So such a part is declared in a module the page routes reach by static imports, or is `ssr: false`.
 */
const ROOT = resolve(__dirname, '..');
const ROUTES = ['pages/_app.tsx', 'pages/[[...slug]].tsx', 'pages/404.tsx', 'pages/_error.tsx'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(join(ROOT, from)), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    if (existsSync(path) && statSync(path).isFile()) return relative(ROOT, path);
  }
  return null;
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** The modules `import … from` and `export … from` name (not `import()`, which the build splits off). */
function staticImports(file: string): string[] {
  const found: string[] = [];
  for (const statement of parse(file).statements) {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier)) {
      const imported = resolveImport(file, specifier.text);
      if (imported) found.push(imported);
    }
  }
  return found;
}

function staticallyReached(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'generated' || entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `next/dynamic` calls drawn on the server (no `ssr: false`), with their line. */
function serverDrawnParts(file: string): string[] {
  const source = parse(file);
  const text = source.getFullText();
  if (!/from ['"]next\/dynamic['"]/.test(text)) return [];
  const parts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'dynamic') {
      const options = node.arguments[1];
      const clientOnly =
        options && ts.isObjectLiteralExpression(options) && options.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'ssr' && p.initializer.kind === ts.SyntaxKind.FalseKeyword);
      if (!clientOnly) parts.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return parts;
}

describe('parts drawn on the server through next/dynamic', () => {
  it('are declared in modules the page routes import statically, so the browser has them before hydrating', () => {
    const reached = staticallyReached(ROUTES);
    const everyPart = [...sourceFiles('src'), ...sourceFiles('pages')].flatMap(serverDrawnParts);
    expect(everyPart.length).toBeGreaterThan(5);
    expect(everyPart.filter((part) => !reached.has(part.replace(/:\d+$/, '')))).toEqual([]);
  });
});
