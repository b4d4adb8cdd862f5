/** @jest-environment node */
// The PostgreSQL client's own timeouts: a connection that does not open, a pool with no free connection, and the
// moment after a silent server during which queries fail at once instead of waiting for it again.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import { isUnavailable } from '@/server/errors/unavailable';
import { createDb } from '../create-db';
import type { Database } from '../database';

const CONNECT_MS = 400;

/** How a query ends: its error (or null) and how long it took. */
async function timed(work: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  return { error, ms: performance.now() - started };
}

describe('a server that accepts connections and never answers', () => {
  let server: Server;
  const sockets = new Set<Socket>();
  let db: Kysely<Database>;

  beforeAll(async () => {
    server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    db = createDb({ databaseUrl: `postgres://x:y@127.0.0.1:${(server.address() as AddressInfo).port}/x`, connectTimeoutMs: CONNECT_MS, poolWaitMs: 5000 });
  });

  afterAll(async () => {
    server.close();
    for (const socket of sockets) socket.destroy();
    await db.destroy().catch(() => undefined);
  });

  it('fails a query after the connect timeout, fails the next ones at once for as long again, then asks the server again', async () => {
    const first = await timed(sql`select 1`.execute(db));
    expect(isUnavailable(first.error)).toBe(true);
    expect(first.ms).toBeGreaterThanOrEqual(CONNECT_MS - 20);
    expect(first.ms).toBeLessThan(CONNECT_MS + 500);

    const next = await timed(sql`select 1`.execute(db));
    expect(isUnavailable(next.error)).toBe(true);
    expect(next.ms).toBeLessThan(50);

    await new Promise((resolve) => setTimeout(resolve, CONNECT_MS));
    const later = await timed(sql`select 1`.execute(db));
    expect(isUnavailable(later.error)).toBe(true);
    expect(later.ms).toBeGreaterThanOrEqual(CONNECT_MS - 20);
  });

  it('fails the queries waiting for a pooled connection together with the first, not one connect timeout after another', async () => {
    await new Promise((resolve) => setTimeout(resolve, CONNECT_MS));
    const single = createDb({ databaseUrl: `postgres://x:y@127.0.0.1:${(server.address() as AddressInfo).port}/x`, poolSize: 1, connectTimeoutMs: CONNECT_MS, poolWaitMs: 10 * CONNECT_MS });
    try {
      const answers = await Promise.all([1, 2, 3].map(() => timed(sql`select 1`.execute(single))));
      for (const answer of answers) {
        expect(isUnavailable(answer.error)).toBe(true);
        expect(answer.ms).toBeLessThan(CONNECT_MS + 300);
      }
    } finally {
      await single.destroy().catch(() => undefined);
    }
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) describe('on PostgreSQL', () => {
  let db: Kysely<Database>;
  beforeAll(() => {
    db = createDb({ databaseUrl: pgUrl, poolSize: 1, connectTimeoutMs: 2000, poolWaitMs: 300, statementTimeoutMs: 2000 });
  });
  afterAll(() => db?.destroy());

  it('fails a query after the pool wait when no connection comes free, and a working server is asked again at once', async () => {
    const busy = sql`select pg_sleep(0.8)`.execute(db);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const waiting = await timed(sql`select 1`.execute(db));
    expect(isUnavailable(waiting.error)).toBe(true);
    expect(waiting.ms).toBeGreaterThanOrEqual(280);
    expect(waiting.ms).toBeLessThan(700);
    await busy;
    const after = await timed(sql`select 1 as one`.execute(db));
    expect(after.error).toBeNull();
  });
});
