/** @jest-environment node */
// GET /api/ready (docs/operations-lifecycle.md): 200 when the process may take traffic; 503 with Retry-After and the
// reasons while migrations are pending, the database does not answer, or the process drains. /api/health stays 200.
process.env.SEARCH_ENGINE = 'sql';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { createDb } from '@/server/db/create-db';
import type { Database } from '@/server/db/database';
import { processLifecycle } from '@/server/lifecycle/process-lifecycle';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';
import health from '../../pages/api/health';
import ready from '../../pages/api/ready';
import { call, isApiError, useDbForRoutes } from './catalog-content.helpers';

/** A port nobody listens on: a database that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('GET /api/ready', () => {
  let migrated: TestDb;
  const others: Kysely<Database>[] = [];

  beforeAll(async () => {
    migrated = await createMigratedTestDb({ databaseUrl: null });
  });
  afterAll(async () => {
    await Promise.all(others.map((db) => db.destroy()));
    await migrated.destroy();
  });

  it('answers 200, never cached, when the database answers with every migration applied', async () => {
    useDbForRoutes(migrated.db);
    expect(await call(ready)).toMatchObject({ status: 200, body: { status: 'ready' }, headers: { 'cache-control': 'no-store' } });
    expect((await call(ready, { method: 'HEAD' })).status).toBe(200);
    const post = await call(ready, { method: 'POST' });
    expect(post).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
  });

  it('answers 503 with Retry-After while migrations are pending, and health stays 200', async () => {
    const empty = createDb({ sqliteFile: ':memory:' });
    others.push(empty);
    useDbForRoutes(empty);
    const answer = await call(ready);
    expect(answer).toMatchObject({ status: 503, headers: { 'retry-after': '5', 'cache-control': 'no-store' } });
    expect(answer.body).toEqual({ error: 'not_ready', message: 'Not ready: migrations_pending', reasons: ['migrations_pending'] });
    expect(isApiError(answer.body)).toBe(true);
    expect((await call(health)).status).toBe(200);
  });

  it('answers 503 within about a second while the database is down', async () => {
    const down = createDb({ databaseUrl: `postgres://escapade:secret@127.0.0.1:${await closedPort()}/escapade`, connectTimeoutMs: 2000 });
    others.push(down);
    useDbForRoutes(down);
    const started = performance.now();
    const answer = await call(ready);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(answer).toMatchObject({ status: 503, body: { error: 'not_ready', reasons: ['database_unreachable'] }, headers: { 'retry-after': '5' } });
    expect((await call(health)).status).toBe(200);
  });

  it('answers 503 once the process drains, whatever else holds', async () => {
    useDbForRoutes(migrated.db);
    processLifecycle().beginDrain();
    expect(await call(ready)).toMatchObject({ status: 503, body: { error: 'not_ready', reasons: ['draining'] }, headers: { 'retry-after': '5', 'cache-control': 'no-store' } });
  });
});
