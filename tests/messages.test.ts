/** @jest-environment node */
import { describe, it, expect } from '@jest/globals';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The rule (docs/messages.md): every message id is a namespaced literal (`header.help`) written as
 * `id: '...'` or `id="..."` in src/** or pages/**; every catalog holds exactly the ids code uses,
 * each one valid ICU with the same placeholders and tags in all six languages.
 */
const ROOT = join(__dirname, '..');
const CATALOGS = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const;
const SCANNED = ['src', 'pages'];
/** Generated catalogs and tests are not "code using an id". */
const SKIPPED = /(^|\/)(generated|__tests__|node_modules)(\/|$)|\.test\.tsx?$/;
/** `id: 'a.b'`, `id: "a.b"`, `id="a.b"`, `id={'a.b'}`: only namespaced ids (with a dot), so HTML ids like `id="main"` are not messages. */
const ID_LITERAL = /\bid\s*[:=]\s*\{?\s*(['"])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const rel = relative(ROOT, path);
    if (SKIPPED.test(rel)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(name) ? [path] : [];
  });
}

/** id → the files using it. */
function usedIds(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    for (const [, , id] of readFileSync(file, 'utf8').matchAll(ID_LITERAL)) {
      used.set(id, [...(used.get(id) ?? []), relative(ROOT, file)]);
    }
  }
  return used;
}

const catalogs = Object.fromEntries(
  CATALOGS.map((name) => [name, JSON.parse(readFileSync(join(ROOT, 'locales', `${name}.json`), 'utf8')) as Record<string, string>]),
);
const used = usedIds();

/** Placeholders and tags of a message, with their kind ("count:plural", "<b>"), sorted. */
function signature(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      found.add(`<${el.value}>`);
      signature(el.children, found);
      continue;
    }
    found.add(`${el.value}:${TYPE[el.type]}`);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) signature(option.value, found);
    }
  }
  return found;
}

describe('message catalogs', () => {
  it('finds the ids the code uses', () => {
    expect(used.size).toBeGreaterThan(20);
    expect(used.has('common.goToHomepage')).toBe(true);
  });

  it.each(CATALOGS)('%s holds every id the code uses', (name) => {
    const missing = [...used].filter(([id]) => !(id in catalogs[name])).map(([id, files]) => `${id} (used in ${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it.each(CATALOGS)('%s holds no id that no code uses', (name) => {
    const unused = Object.keys(catalogs[name]).filter((id) => !used.has(id));
    expect(unused).toEqual([]);
  });

  it('all six catalogs hold the same ids', () => {
    const reference = Object.keys(catalogs.fr_FR).sort();
    for (const name of CATALOGS) expect({ name, ids: Object.keys(catalogs[name]).sort() }).toEqual({ name, ids: reference });
  });

  it.each(CATALOGS)('every %s message is valid ICU with a real text', (name) => {
    const problems: string[] = [];
    for (const [id, text] of Object.entries(catalogs[name])) {
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${id}: empty`);
      else {
        try {
          parse(text);
        } catch (error) {
          problems.push(`${id}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every message has the same placeholders and tags in all six languages', () => {
    const problems: string[] = [];
    for (const id of Object.keys(catalogs.fr_FR)) {
      const reference = [...signature(safeParse(catalogs.fr_FR[id]))].sort().join(' ');
      for (const name of CATALOGS) {
        if (!(id in catalogs[name])) continue;
        const other = [...signature(safeParse(catalogs[name][id]))].sort().join(' ');
        if (other !== reference) problems.push(`${id}: fr_FR has [${reference}] but ${name} has [${other}]`);
      }
    }
    expect(problems).toEqual([]);
  });
});

function safeParse(text: string): MessageFormatElement[] {
  try {
    return parse(text);
  } catch {
    return []; // reported by the ICU test
  }
}
