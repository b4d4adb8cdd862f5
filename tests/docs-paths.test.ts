/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every repository path the documentation names exists: a renamed or deleted file shows here, not to a newcomer
 * following docs/ or the README. A path is a `code span` or a link target starting with one of the repository's
 * folders (src/, docs/, tests/...), or such a path to a file written plainly in the text; placeholders (`<call>.ts`,
 * `{pos}`, `*`, `…`) and line numbers (`:12`) are left out.
 */
const ROOT = join(__dirname, '..');
const FOLDERS = ['src', 'docs', 'tests', 'e2e', 'scripts', 'pages', 'locales', 'bench', 'public', '.ci'];
const IN_REPOSITORY = new RegExp(`^(${FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/`);
const PLACEHOLDER = /[*<>{}…]/;

const DOCUMENTS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** The repository paths a Markdown text names. */
function pathsNamed(text: string): string[] {
  const tokens = [
    ...[...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]),
    ...[...text.matchAll(/\]\(([^)\s#]+)/g)].map((m) => m[1]),
    // Written plainly, only with a file's extension: '150 pages/s' is a rate, not a folder.
    ...[...text.matchAll(/(?:^|[\s(])((?:src|docs|tests|e2e|scripts|pages|bench)\/[\w./[\]@-]+)/gm)].map((m) => m[1].replace(/[.,;:)]+$/, '')).filter((path) => /\.[a-z]{1,5}$/.test(path)),
  ];
  const paths = tokens.map((token) => token.replace(/[.,;:)]+$/, '').replace(/:\d+(-\d+)?$/, '')).filter((token) => IN_REPOSITORY.test(token) && !PLACEHOLDER.test(token));
  return [...new Set(paths)];
}

describe('paths named in docs/ and the README', () => {
  it('reads the paths of a text, leaving placeholders and line numbers out', () => {
    const text = 'See `src/lib/env.ts`, [messages](docs/messages.md) and src/shared/routes.ts: `src/contracts/<call>.ts`, `src/a.ts:12`, `npm start`, `../shared/spec/x.md`, 150 pages/s.';
    expect(pathsNamed(text).sort()).toEqual(['docs/messages.md', 'src/a.ts', 'src/lib/env.ts', 'src/shared/routes.ts']);
  });

  it.each(DOCUMENTS)('%s names only paths that exist', (document) => {
    const missing = pathsNamed(readFileSync(join(ROOT, document), 'utf8')).filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });
});
