/** @jest-environment node */
// Pages rendered with arbitrary paths and query strings never reach the crash page: getServerSideProps answers
// 200 or 404 with a page, the whole app then renders on the server without throwing, and nothing from the query
// comes back unescaped. (Hashes never reach the server: e2e/xss.spec.ts loops over them in a browser.)
process.env.SEARCH_ENGINE = 'sql';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { LOCALES } from '@/lib/locales';
import { toCatalogLocale } from '@/lib/locales';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { useDb, visitSlug } from '../faults/in-process';
import { fuzzParameters, fuzzRuns, INJECTIONS, queryValue } from './fuzz-inputs';
import { renderApp } from './render-app';

/** Pages per run: FUZZ_RUNS, else 60 in `npm test` (each one is a full server render). */
const RUNS = fuzzRuns(60);

const SEGMENTS = ['', 'recherche', 'busqueda', 'zoeken', 'ricerca', 'contact', 'contacto', 'klantenservice', 'be', 'favoris', 'informations-legales', 'cookies', 'sales-conditions', 'api', '_next', '404', '..', '%2e%2e', 'index.html'];
const segment = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...SEGMENTS) }, { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) }, { weight: 1, arbitrary: fc.constantFrom(...INJECTIONS.filter(Boolean)) });
const slug = fc.array(segment, { maxLength: 3 }).map((parts) => parts.filter((p) => p !== ''));
const queryKey = fc.oneof({ weight: 4, arbitrary: fc.constantFrom('flow', 'page', 'from', 'sort', 'city', 'hotelId', 'utm_source') }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) });
const query = fc.dictionary(queryKey, fc.oneof(queryValue(['booking', 'gifting', 'hotel', 'activity', '0', '3', '10001']), fc.array(queryValue(), { minLength: 2, maxLength: 2 })), { maxKeys: 4 });

const crashTitles = Object.fromEntries(
  LOCALES.map((locale) => [locale, (jest.requireActual(`../../locales/${toCatalogLocale(locale)}.json`) as Record<string, string>)['crash.title']]),
);

describe(`pages under fuzzing (${RUNS} requests)`, () => {
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

  it('answer a page (200 or 404) that renders without the crash page and escapes what the query holds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LOCALES), slug, query, async (locale, parts, queryValues) => {
        const answer = await visitSlug(locale, parts, queryValues);
        expect([200, 404]).toContain(answer.status);
        expect(answer.props.page).not.toBe('unavailable');
        const html = await renderApp(answer.props);
        expect(html).toContain('id="main"');
        expect(html).not.toContain(crashTitles[locale]);
        for (const value of Object.values(queryValues).flat()) {
          if (/[<>"]/.test(value) && value.length > 3) expect(html).not.toContain(value);
        }
      }),
      fuzzParameters(RUNS),
    );
  }, 900_000);
});
