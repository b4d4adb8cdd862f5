/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';
import { registerMetricProbes } from '../metric-probes';
import { processMetrics } from '../metrics.js';
import { readWorkBacklog } from '../work-backlog';

const DATABASES: [string, string | null][] = [['SQLite', null], ...(process.env.TEST_DATABASE_URL ? ([['PostgreSQL', process.env.TEST_DATABASE_URL]] as [string, string][]) : [])];

const NOW = new Date('2026-06-01T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

async function mail(db: Kysely<Database>, status: string, createdMinutesAgo: number) {
  await db
    .insertInto('outbox_mail')
    .values({ kind: 'order_confirmation', locale: 'fr_FR', to_address: 'a@example.com', subject: 'S', text: 'T', status: status as never, next_attempt_at: minutesAgo(0), created_at: minutesAgo(createdMinutesAgo) })
    .execute();
}

async function contactMessage(db: Kysely<Database>, status: string, createdMinutesAgo: number, reference: string) {
  await db
    .insertInto('contact_request')
    .values({
      reference,
      locale: 'fr_FR',
      reason: 'other',
      request_type: 'Question',
      request_subtype: 'Other',
      name: 'Élodie',
      email: 'e@example.com',
      phone: '',
      description: 'Bonjour',
      status: status as never,
      next_attempt_at: minutesAgo(0),
      created_at: minutesAgo(createdMinutesAgo),
    })
    .execute();
}

// The queue metrics (docs/operations-observability.md): e-mails and contact messages waiting, the oldest's age, the failed.
describe.each(DATABASES)('the work queues read for the metrics on %s', (_name, url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createMigratedTestDb({ databaseUrl: url });
    await mail(t.db, 'pending', 20);
    await mail(t.db, 'sending', 45);
    await mail(t.db, 'pending', 2);
    await mail(t.db, 'sent', 600);
    await mail(t.db, 'failed', 300);
    await contactMessage(t.db, 'delivered', 90, 'C-1');
  });
  afterAll(async () => {
    delete (globalThis as { __escapadeDb?: unknown }).__escapadeDb;
    await t?.destroy();
  });

  it('counts the rows waiting (pending or being sent), the age of the oldest, and the rows given up', async () => {
    expect(await readWorkBacklog(t.db, 'outbox_mail', NOW)).toEqual({ waiting: 3, failed: 1, oldestWaitingSeconds: 45 * 60 });
    expect(await readWorkBacklog(t.db, 'contact_request', NOW)).toEqual({ waiting: 0, failed: 0, oldestWaitingSeconds: 0 });
  });

  it("shows them in the process's metrics when Prometheus scrapes", async () => {
    (globalThis as { __escapadeDb?: Kysely<Database> }).__escapadeDb = t.db;
    registerMetricProbes();
    await contactMessage(t.db, 'pending', 1, `C-${_name}`);
    const waiting = await processMetrics().registry.getSingleMetricAsString('escapade_queue_waiting');
    expect(waiting).toContain('escapade_queue_waiting{queue="outbox_mail"} 3');
    expect(waiting).toContain('escapade_queue_waiting{queue="contact_request"} 1');
    const oldest = await processMetrics().registry.getSingleMetricAsString('escapade_queue_oldest_waiting_seconds');
    // Real time now: the rows were written with ages before 2026-06-01, so they are at least that old.
    expect(Number(/queue="outbox_mail"\} (\S+)/.exec(oldest)?.[1])).toBeGreaterThanOrEqual(45 * 60);
  });
});
