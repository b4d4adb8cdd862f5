/** @jest-environment node */
// With the catalog database down or hung, pages answer within 1.5 s (degraded page, or 503 with Retry-After),
// API calls answer 503 with Retry-After, and everything recovers by itself once the database answers again.
process.env.SEARCH_ENGINE = 'sql';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Kysely } from 'kysely';
import autocompleteRoute from '../../pages/api/autocomplete-geonames.json';
import offersRoute from '../../pages/api/offers.json';
import themesRoute from '../../pages/api/content/themes.json';
import { parseEnv } from '@/lib/env';
import { createDb } from '@/server/db/create-db';
import { serverDbOptions } from '@/server/db/get-db';
import type { Database } from '@/server/db/database';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { callApi, useDb, visitPage } from './in-process';

const PAGES: [string, string, string][] = [
  ['home', 'fr-FR', '/'],
  ['search', 'es-ES', '/busqueda'],
  ['product', 'it-IT', '/soggiorno/1/x'],
  ['hotel', 'fr-BE', '/hotel/1'],
  ['not-found', 'nl-NL', '/bestaat-niet'],
];
const BUDGET_MS = 1500;

/** A TCP port that accepts connections and never answers: a hung database. */
function silentServer(): Promise<{ server: Server; port: number; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, sockets })));
}

/** A port nobody listens on: a database that is down. */
async function closedPort(): Promise<number> {
  const { server, port } = await silentServer();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const pgAt = (port: number): Kysely<Database> =>
  // The server's own client: getDb()'s driver and options, from the default settings (no clock on the page itself).
  createDb(serverDbOptions(parseEnv({ DATABASE_URL: `postgres://escapade:secret@127.0.0.1:${port}/escapade` })));

describe('with the catalog database unavailable', () => {
  let seeded: SeededTestDb;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let down: Kysely<Database>;
  let hung: Kysely<Database>;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

  beforeAll(async () => {
    seeded = await createTestDb({ databaseUrl: null });
    silent = await silentServer();
    down = pgAt(await closedPort());
    hung = pgAt(silent.port);
  }, 120_000);

  afterAll(async () => {
    useDb(undefined);
    // Stop listening first, then drop the silent connections so the pools can close; never wait long on them.
    silent?.server.close();
    silent?.server.unref();
    for (const socket of silent?.sockets ?? []) socket.destroy();
    const briefly = (work: Promise<unknown> | undefined) => Promise.race([work, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    await Promise.allSettled([briefly(down?.destroy()), briefly(hung?.destroy()), seeded?.destroy()]);
    logged.mockRestore();
  }, 60_000);

  describe.each([
    ['down (connection refused)', () => down],
    ['hung (accepts, never answers)', () => hung],
  ])('when it is %s', (_what, db) => {
    it.each(PAGES)('the %s page answers within 1.5 s: a degraded page, or 503 with Retry-After', async (page, locale, path) => {
      useDb(db());
      const answer = await visitPage(locale, path);
      expect(answer.ms).toBeLessThan(BUDGET_MS);
      if (answer.status === 503) {
        expect(answer.props.page).toBe('unavailable');
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.props.seo.robots).toBe('noindex, follow');
      } else {
        // Degraded in place: the page itself, without what the catalog would have added.
        expect(answer.props.page).toBe(page === 'not-found' ? 'notFound' : page);
        expect(answer.status).toBe(page === 'not-found' ? 404 : 200);
      }
    });

    it('API calls answer 503 JSON with Retry-After, never 500', async () => {
      useDb(db());
      for (const [route, query] of [
        [themesRoute, { locale: 'fr_FR' }],
        [autocompleteRoute, { term: 'par', locale: 'fr_FR' }],
        [offersRoute, { locale: 'fr_FR' }],
      ] as const) {
        const answer = await callApi(route, { query });
        expect(answer.status).toBe(503);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.body).toMatchObject({ error: 'unavailable', message: expect.any(String) });
      }
    }, 30_000);
  });

  it('a hung database gives the degraded 503 page rather than waiting for it', async () => {
    useDb(hung);
    const answer = await visitPage('es-ES', '/busqueda');
    expect(answer.status).toBe(503);
    expect(answer.props.page).toBe('unavailable');
    expect(answer.props.pageProps).toEqual({ retryHref: '/busqueda' });
  });

  it('recovers by itself: the next requests, once the database answers, get the full pages', async () => {
    useDb(hung);
    expect((await visitPage('fr-FR', '/recherche')).status).toBe(503);
    useDb(seeded.db);
    const home = await visitPage('fr-FR', '/');
    expect(home.status).toBe(200);
    expect((home.props.pageProps as { themes: unknown[] }).themes.length).toBeGreaterThan(0);
    const search = await visitPage('fr-FR', '/recherche');
    expect(search.status).toBe(200);
    expect(search.props.page).toBe('search');
    expect(Object.keys(search.props.swrFallback ?? {}).filter((key) => key.includes('/offers.json'))).toHaveLength(1);
    expect((await callApi(themesRoute, { query: { locale: 'fr_FR' } })).status).toBe(200);
  });
});
