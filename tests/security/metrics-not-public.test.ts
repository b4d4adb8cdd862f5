/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { useDb, visitPage } from '../faults/in-process';

// The metrics are served on a port of their own, never the site's (docs/operations-observability.md): the site has no
// route for them, and /metrics on its port is the not-found page.
describe("the metrics on the site's port", () => {
  let t: SeededTestDb;
  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: null });
    useDb(t.db);
  }, 180_000);
  afterAll(async () => {
    useDb(undefined);
    await t?.destroy();
  });

  it('have no route among the pages and API routes', () => {
    const root = join(__dirname, '../../pages');
    const routes = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => /metric|prometheus/i.test(route))).toEqual([]);
  });

  it.each([['fr-FR'], ['es-ES']])('answer 404 with the not-found page for /metrics (%s)', async (locale) => {
    const answer = await visitPage(locale, '/metrics');
    expect(answer.status).toBe(404);
    expect(answer.props.page).toBe('notFound');
  });
});
