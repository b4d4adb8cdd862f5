import { env } from '@/lib/env';
import { getDb } from '@/server/db/get-db';
import { atShutdown } from '@/server/shutdown/shutdown-hooks';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker';
import { DEFAULT_RETRY_POLICY } from './retry-policy';
import { smtpSender } from './smtp-sender';
import { logger } from '@/lib/logging/logger.js';

/** How often each server process looks at the outbox, and how many mails it takes at once. */
const INTERVAL_MS = 5_000;
const BATCH_SIZE = 10;
/** Shutdown waits this long at most for the pass under way (a mail cut off mid-send is retried after its lease). */
const STOP_WAIT_MS = 5_000;

const globalForOutbox = globalThis as typeof globalThis & { __escapadeOutboxWorker?: OutboxWorker | 'idle' };

/**
 * Start this server process's outbox worker (instrumentation.ts calls it once per process; a dev reload keeps the
 * one running). Without SMTP_URL nothing is sent: mails stay stored as pending and go out once a server is set.
 * On SIGTERM or SIGINT the worker stops before the process ends. Returns the process's worker, null without SMTP_URL.
 */
export function bootOutboxWorker(): OutboxWorker | null {
  const running = globalForOutbox.__escapadeOutboxWorker;
  if (running) return running === 'idle' ? null : running;
  const config = env();
  if (!config.SMTP_URL) {
    logger.warn('[outbox] SMTP_URL is not set: e-mails are stored in outbox_mail and sent once it is (docs/email-outbox.md)');
    globalForOutbox.__escapadeOutboxWorker = 'idle';
    return null;
  }
  const sender = smtpSender(config.SMTP_URL, config.SMTP_FROM);
  const worker = startOutboxWorker({
    db: getDb(),
    send: sender.send,
    policy: DEFAULT_RETRY_POLICY,
    batchSize: BATCH_SIZE,
    intervalMs: INTERVAL_MS,
    onError: (error) => logger.error({ err: error }, '[outbox] a delivery pass failed; the next one tries again'),
  });
  globalForOutbox.__escapadeOutboxWorker = worker;
  // Draining (scripts/serve.mjs) waits for the pass under way, then gives back what it claimed.
  atShutdown('e-mail outbox worker', () => worker.stop());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const stopped = Promise.race([worker.stop(), new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      void stopped.finally(() => {
        sender.close();
        // Listening replaced the signal's default (exit): when no one else handles it, end the process as it would have.
        if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
      });
    });
  }
  return worker;
}
