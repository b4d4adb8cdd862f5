/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import { createDb } from '@/server/db/create-db';
import { migrateToLatest } from '@/server/db/migrate';
import { startSmtpCatcher } from '@/server/local-services/smtp-catcher';

const folder = mkdtempSync(join(tmpdir(), 'outbox-boot-'));
const sqliteFile = join(folder, 'site.sqlite');
const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
  delete (globalThis as { __escapadeOutboxWorker?: unknown }).__escapadeOutboxWorker;
  delete (globalThis as { __escapadeDb?: unknown }).__escapadeDb;
  jest.resetModules();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The modules as a fresh server process loads them, reading the environment set just before. */
async function serverProcess(environment: Record<string, string>) {
  Object.assign(process.env, { SQLITE_FILE: sqliteFile, DATABASE_URL: '' }, environment);
  const [{ bootOutboxWorker }, { enqueueMail }, { getDb }, { logger }] = await Promise.all([
    import('../boot-outbox-worker'),
    import('../outbox.repository'),
    import('@/server/db/get-db'),
    import('@/lib/logging/logger.js'),
  ]);
  return { bootOutboxWorker, enqueueMail, db: getDb(), logger };
}

describe('the outbox worker of a server process', () => {
  it('starts once per process and sends what is enqueued through SMTP_URL within its interval', async () => {
    const setup = createDb({ sqliteFile });
    await migrateToLatest(setup);
    await setup.destroy();
    const catcher = await startSmtpCatcher();
    const { bootOutboxWorker, enqueueMail, db } = await serverProcess({ SMTP_URL: catcher.url, SMTP_FROM: 'Escapade <bonjour@escapade.example>' });
    const worker = bootOutboxWorker();
    expect(worker).not.toBeNull();
    expect(bootOutboxWorker()).toBe(worker);
    try {
      await enqueueMail(db, { kind: 'order_confirmation', locale: 'fr_FR', to: 'booted@example.com', subject: 'Réservation confirmée', text: 'Merci' });
      const [mail] = await catcher.waitForMessages(1, 10_000);
      expect(mail).toMatchObject({ from: 'bonjour@escapade.example', to: ['booted@example.com'], subject: 'Réservation confirmée' });
    } finally {
      await worker?.stop();
      await db.destroy();
      await catcher.close();
    }
  });

  it('without SMTP_URL sends nothing, says so once, and keeps the mail pending', async () => {
    const { bootOutboxWorker, enqueueMail, db, logger } = await serverProcess({ SMTP_URL: '' });
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => {});
    expect(bootOutboxWorker()).toBeNull();
    expect(bootOutboxWorker()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/SMTP_URL is not set/);
    const id = await enqueueMail(db, { kind: 'order_confirmation', locale: 'es_ES', to: 'kept@example.com', subject: 'Reserva', text: 'Gracias' });
    expect(await db.selectFrom('outbox_mail').select('status').where('id', '=', id).executeTakeFirst()).toEqual({ status: 'pending' });
    await db.destroy();
    warn.mockRestore();
  });
});
