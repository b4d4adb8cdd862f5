/** @jest-environment node */
// Issue 21 §2: each page kind ships only the messages its own code uses (scripts/page-messages.mjs). Two proofs that
// its list holds every message it needs: formatjs's own extractor finds no id in the page's modules that the list
// lacks, and every page kind renders on the server with its list alone without a missing message.
process.env.SEARCH_ENGINE = 'sql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { transformWithTs } from '@formatjs/ts-transformer';
import ts from 'typescript';
import { loadMessages } from '@/lib/intl/messages';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { pageMessageIds, pageModules, reachableModules } from '../scripts/page-messages.mjs';
import { useDb, visitPage } from './faults/in-process';
import { renderApp } from './fuzz/render-app';
import { pageKindPaths } from './page-kinds';

const ROOT = join(__dirname, '..');
const lists = pageMessageIds(ROOT) as Record<string, string[]>;
const generated = JSON.parse(readFileSync(join(ROOT, 'src/generated/page-messages.json'), 'utf8')) as Record<string, string[]>;

const extracted = new Map<string, string[]>();

/**
 * The message ids formatjs extracts from a module (defineMessages, FormattedMessage, formatMessage), read once. A
 * module where it refuses an expression as an id (`id={a ? M.x : M.y}`) keeps what it had read: the literals those
 * expressions pick from are in defineMessages, which it reads.
 */
function formatjsIds(file: string): string[] {
  let ids = extracted.get(file);
  if (ids) return ids;
  const found: string[] = [];
  try {
    ts.transpileModule(readFileSync(join(ROOT, file), 'utf8'), {
      fileName: file,
      compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext },
      transformers: { before: [transformWithTs(ts, { onMsgExtracted: (_file, messages) => found.push(...messages.map((m) => m.id)) })] },
    });
  } catch {
    // an id formatjs cannot read statically: see above
  }
  extracted.set(file, (ids = found));
  return ids;
}

describe('the messages each page kind ships', () => {
  it('lists every page kind of the route table, the app shell’s messages in each', () => {
    const modules = pageModules(ROOT) as Record<string, string>;
    expect(Object.keys(lists).sort()).toEqual(Object.keys(modules).sort());
    expect(generated).toEqual(lists); // `npm run messages:compile` wrote what the code says today
    for (const ids of Object.values(lists)) expect(ids).toEqual(expect.arrayContaining(['header.help', 'crash.title']));
  });

  it('holds, for each page kind, every id formatjs extracts from the modules its browser code reaches', () => {
    const modules = pageModules(ROOT) as Record<string, string>;
    const shell = [...(reachableModules(ROOT, ['pages/_app.tsx', 'pages/[[...slug]].tsx'], new Set(['src/site/page-components.tsx'])) as Set<string>)];
    for (const [page, file] of Object.entries(modules)) {
      const reached = [...shell, ...(reachableModules(ROOT, [file], new Set(['src/site/page-components.tsx'])) as Set<string>)];
      const list = new Set(lists[page]);
      const missing = [...new Set(reached.flatMap((module) => formatjsIds(module).filter((id) => !list.has(id)).map((id) => `${id} (${module})`)))];
      expect({ page, missing }).toEqual({ page, missing: [] });
    }
  });

  it('ships the results page far less than the whole catalog: no legal texts, no Belgian splash, no contact page', async () => {
    const all = Object.keys(await loadMessages('fr-FR'));
    expect(lists.search.length).toBeLessThan(all.length / 2);
    expect(lists.search.filter((id) => /^(legal\.\w+\.body|belgium\.|contact\.)/.test(id))).toEqual([]);
  });

  describe('rendered on the server with its list alone', () => {
    let t: SeededTestDb;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    beforeAll(async () => {
      t = await createTestDb({ databaseUrl: null });
      useDb(t.db);
    }, 180_000);
    afterAll(async () => {
      useDb(undefined);
      await t?.destroy();
      logged.mockRestore();
    });

    it('renders every page kind without a missing message', async () => {
      const paths: [string, string, string, string][] = [...(await pageKindPaths(t.db)).map(([what, page, path]) => [what, page, 'fr-FR', path] as [string, string, string, string]), ['Belgian splash', 'belgium', 'fr-FR', '/be']];
      for (const [what, page, locale, path] of paths) {
        logged.mockClear();
        let answer = await visitPage(locale, path.split(/[?#]/)[0]);
        if (answer.props.page !== page) answer = await visitPage(locale, path.split(/[?#]/)[0]);
        expect({ what, page: answer.props.page }).toEqual({ what, page });
        expect(Object.keys(answer.props.messages).sort()).toEqual(lists[page].filter((id) => id in answer.props.messages).sort());
        await renderApp(answer.props, path);
        const missing = logged.mock.calls.map((call) => String(call[0])).filter((text) => /MISSING_TRANSLATION|Missing message/i.test(text));
        expect({ what, missing }).toEqual({ what, missing: [] });
      }
    }, 300_000);
  });
});
