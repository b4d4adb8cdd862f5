/** @jest-environment node */
// Rules read from the source: SQL text is never built from values (parameters only), sort and filter values come
// from allowlists, and HTML reaches the page through dangerouslySetInnerHTML only when sanitised or constant.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { REVIEW_SORTS, reviewsQuerySchema } from '@/contracts/reviews.schema';
import { ORDER_BY, searchCriteriaSchema } from '@/contracts/search-criteria.schema';
import { INJECTIONS } from '../fuzz/fuzz-inputs';

const ROOT = join(__dirname, '..', '..');
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === '__tests__' || name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The first argument of each call to `callee(` in a source text (balanced parentheses, strings skipped roughly). */
function callArguments(text: string, callee: RegExp): { argument: string; line: number }[] {
  const found: { argument: string; line: number }[] = [];
  for (const match of text.matchAll(new RegExp(callee.source + '\\(', 'g'))) {
    let depth = 1;
    let i = match.index! + match[0].length;
    const start = i;
    let quote: string | null = null;
    for (; i < text.length && depth > 0; i++) {
      const c = text[i];
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = null;
        else if (quote === '`' && c === '$' && text[i + 1] === '{') {
          // interpolation: skip to its closing brace
          let braces = 0;
          for (i++; i < text.length; i++) {
            if (text[i] === '{') braces++;
            else if (text[i] === '}' && --braces === 0) break;
          }
        }
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (c === ',' && depth === 1) break;
    }
    found.push({ argument: text.slice(start, i - (depth === 0 ? 1 : 0)).trim(), line: text.slice(0, match.index).split('\n').length });
  }
  return found;
}

/** Text handed to the database as SQL: Kysely's sql.raw/sql.lit, CompiledQuery.raw, better-sqlite3 prepare/exec, pg query. */
const RAW_SQL_CALLS = /(?:sql\.raw|sql\.lit|CompiledQuery\.raw|\.prepare|sqlite\.exec|client\.query|pool\.query)/;
/** Identifiers (tables, columns) put into SQL by name. */
const IDENTIFIER_CALLS = /(?:sql\.ref|sql\.id|sql\.table)/;

/**
 * Reviewed places where SQL text or identifiers come from a variable: each is built from constants of the same
 * module, never from a request. A new one fails the test until it is reviewed and listed here with its reason.
 */
const REVIEWED: Record<string, string> = {
  'src/server/db/batch-insert.ts text': 'INSERT text built from the table and column names of the seed batches (constants), values as ? parameters',
  'src/server/db/migrations/20261126020000_add_catalog_version.ts statement': 'trigger DDL built from the constant VERSIONED_TABLES list',
  'src/server/db/migrations/20261217000100_create_place_alias.ts statement': 'the catalog version triggers of place_alias (catalogVersionTriggers of a constant table name)',
  'src/server/db/migrations/20261218300000_create_gift_extras.ts statement': 'the catalog version triggers of the constant TABLES list (catalogVersionTriggers)',
  'src/server/db/migrations/20261219000000_create_activity_content.ts statement': 'the catalog version triggers of the constant activity_content table (catalogVersionTriggers)',
  'src/server/db/migrations/20261218100000_add_availability_change_log.ts statement': 'trigger DDL: constant statements per dialect, and the catalog version triggers of availability',
  'src/server/db/migrations/20261242000000_add_catalog_updated_at.ts statement': 'trigger DDL built from the constant TOUCHED_TABLES list (table names and key columns)',
  'src/server/catalog/search/test-support/isolated-postgres.ts statement': 'test support: CREATE/DROP DATABASE of a random hex name',
  'src/server/catalog/search/sql-engine.repository.ts `${alias}.${column}`': "identifiers from the engine's own column tables; request values go in as parameters (int(), sql``)",
  'src/server/catalog/search/sql-engine.repository.ts `h.${p.column}`': 'PLACE_COLUMN[type]: a fixed map of place types to hotel columns',
  'src/server/catalog/search/sql-engine.repository.ts `f_${g}`': 'g iterates the constant facet GROUPS',
  'src/server/catalog/search/sql-engine.repository.ts `f.f_${g}`': 'g iterates the constant facet GROUPS',
  'src/server/catalog/search/sql-engine.repository.ts alias': 'facet column aliases made by the engine from vocabulary ids (integers)',
  'src/server/catalog/search/sql-engine.repository.ts `f.${column}`': 'facet bitmask columns of the constant FACET table',
  'src/server/db/work-rows.ts table': 'WorkTable: one of the two work tables, outbox_mail or contact_request (a union of constants, named by the metrics probe)',
  'src/server/redemption/beneficiary-offers.repository.ts fn': "'min' or 'max' (a union of constants): the aggregate of a night price",
  'src/server/db/migrations/20261246000000_gift_orders_without_stay_values.ts nullForGift(column)': 'the CASE expression of a constant stay column and its constant placeholder',
  'src/server/db/migrations/20261246000000_gift_orders_without_stay_values.ts check.expression': 'the expressions of the constant check constraints',
  'src/server/db/migrations/20261246000000_gift_orders_without_stay_values.ts placeholderForNull(column)': 'COALESCE of a constant stay column and its constant placeholder',
  'src/server/db/migrations/20261246000000_gift_orders_without_stay_values.ts ddl': 'the CREATE TABLE of the order table itself, read from sqlite_master, reshaped with the constant columns and checks',
  'src/server/db/migrations/20261246000000_gift_orders_without_stay_values.ts `insert into \"order_rebuilt\" (${names}) select ${values} from \"order\"`': 'column names read from pragma_table_info of the order table itself, and the constant copy expressions',
  'src/server/db/migrations/20261246000000_gift_orders_without_stay_values.ts index.sql': 'the CREATE INDEX statements of the order table itself, read from sqlite_master',
  'src/server/db/migrations/20261246000000_gift_orders_without_stay_values.ts column': 'one of the constant stay columns (STAY_COLUMNS)',
  'scripts/seed-digest.ts table': "a developer's script: table names read from sqlite_master of its own in-memory catalog",
};

/** Literal text, or a template whose interpolations are SCREAMING_CASE constants. */
const isConstantText = (argument: string) => /^(['"]).*\1$/s.test(argument) || (/^`[^`]*`$/s.test(argument) && [...argument.matchAll(/\$\{([^}]*)\}/g)].every(([, e]) => /^[A-Z][A-Z0-9_]*$/.test(e.trim())));

describe('SQL is parameterised everywhere', () => {
  const files = [...sources('src/server'), ...sources('pages/api'), ...sources('scripts')];

  it('builds SQL text only from constants (values always travel as parameters)', () => {
    const unreviewed: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const callee of [RAW_SQL_CALLS, IDENTIFIER_CALLS]) {
        for (const { argument, line } of callArguments(text, callee)) {
          if (isConstantText(argument) || REVIEWED[`${file} ${argument}`]) continue;
          unreviewed.push(`${file}:${line} ${argument}`);
        }
      }
    }
    expect(unreviewed).toEqual([]);
  });

  it('never concatenates strings into a sql`` template or a query text', () => {
    const concatenated: string[] = [];
    for (const file of files) {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (/sql`[^`]*`\s*\+|\+\s*sql`|(select|insert|update|delete)\s[^'"`]*['"]\s*\+\s*[a-z]/i.test(line)) concatenated.push(`${file}:${i + 1}`);
      });
    }
    expect(concatenated).toEqual([]);
  });

  it('keeps the list of reviewed places current (each still exists)', () => {
    for (const key of Object.keys(REVIEWED)) {
      const [file, ...argument] = key.split(' ');
      expect(readFileSync(join(ROOT, file), 'utf8')).toContain(argument.join(' '));
    }
  });
});

describe('sort and filter values come from allowlists', () => {
  const notIn = (list: readonly string[]) => fc.oneof(fc.string(), fc.constantFrom(...INJECTIONS)).filter((s) => !list.includes(s));

  it('accepts only the listed sorts for offers and reviews', () => {
    for (const orderBy of ORDER_BY) expect(searchCriteriaSchema.safeParse({ orderBy }).success).toBe(true);
    for (const sort of REVIEW_SORTS) expect(reviewsQuerySchema.safeParse({ hotelId: '1', sort }).success).toBe(true);
    fc.assert(
      fc.property(notIn(ORDER_BY), notIn(REVIEW_SORTS), (orderBy, sort) => {
        expect(searchCriteriaSchema.safeParse({ orderBy }).success).toBe(false);
        expect(reviewsQuerySchema.safeParse({ hotelId: '1', sort }).success).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('lets through filter codes of letters, digits, - and _ only (the catalog then knows them or answers 400)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...INJECTIONS)), (code) => {
        const parsed = searchCriteriaSchema.safeParse({ facilities: [code], hotelTypes: [code], tags: [code], hotelEnvironments: [code], hotelStyles: [code] });
        if (parsed.success) {
          for (const list of [parsed.data.facilities, parsed.data.hotelTypes, parsed.data.tags, parsed.data.hotelEnvironments, parsed.data.hotelStyles]) {
            for (const value of list) expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('HTML from content is sanitised', () => {
  it('uses dangerouslySetInnerHTML only with sanitised HTML or a constant of the module', () => {
    const unsafe: string[] = [];
    for (const file of [...sources('src'), ...sources('pages')]) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const match of text.matchAll(/dangerouslySetInnerHTML=\{\{\s*__html:\s*([^}]+?)\s*\}\}/g)) {
        const value = match[1].trim();
        const constant = /^[A-Z][A-Z0-9_]*$/.test(value);
        // Sanitised on the server (src/server/catalog/content/safe-content.ts) or right here.
        const sanitised = /sanitizeRichHtml\(|richTextToHtml\(|Html$|html$/.test(value) && /sanitiz|safe-content|richTextToHtml|SanitizedHtml/i.test(text);
        // JSON in a script element, escaped so that it cannot close the element (src/lib/security/script-json.ts).
        const scriptJson = /^scriptSafeJson\(/.test(value) && text.includes("from '@/lib/security/script-json'");
        if (!constant && !sanitised && !scriptJson) unsafe.push(`${relative(ROOT, join(ROOT, file))}: ${value}`);
      }
    }
    expect(unsafe).toEqual([]);
  });

  it('has one sanitiser for rich text, sanitize-html, used by the content service', () => {
    const service = readFileSync(join(ROOT, 'src/server/catalog/content/content.service.ts'), 'utf8');
    expect(service).toMatch(/from '\.\/safe-content'/);
    expect(readFileSync(join(ROOT, 'src/server/catalog/content/safe-content.ts'), 'utf8')).toMatch(/from 'sanitize-html'/);
  });
});
