import { getDb } from '@/server/db/get-db';
import { atShutdown } from '@/server/shutdown/shutdown-hooks';
import { configuredPaymentProvider } from '@/server/payments/payment-settings';
import { logger } from '@/lib/logging/logger.js';
import { bankTransferPass } from './bank-transfer-release';
import { releaseUnpaidCardOrders } from './card-payment-release';

/** How often each server process looks for card orders whose payment time is over, and for bank transfers due. */
export const RELEASE_INTERVAL_MS = 15_000;

const globalForRelease = globalThis as typeof globalThis & { __escapadePaymentRelease?: NodeJS.Timeout };

/**
 * Starts this process's release pass (instrumentation.ts): card orders not paid by their payment time expire and
 * their rooms go back, even when the provider's expiry event never arrives; bank transfers get their reminder a day
 * before their deadline and are released after it (bank-transfer-release.ts). Several processes may run it on one
 * PostgreSQL: each takes different orders (`for update skip locked`). The timer never keeps the process alive.
 */
export function bootPaymentRelease(): void {
  if (globalForRelease.__escapadePaymentRelease) return;
  const cards = () =>
    releaseUnpaidCardOrders(getDb(), configuredPaymentProvider())
      .then((released) => {
        if (released > 0) logger.info({ released }, '[payments] released card orders not paid in time');
      })
      .catch((error: unknown) => logger.error({ err: error }, '[payments] the release pass failed; the next one tries again'));
  const transfers = () =>
    bankTransferPass(getDb())
      .then(({ reminded, released }) => {
        if (reminded + released > 0) logger.info({ reminded, released }, '[payments] bank transfers: reminders queued, bookings released after their deadline');
      })
      .catch((error: unknown) => logger.error({ err: error }, '[payments] the bank transfer pass failed; the next one tries again'));
  const pass = () => cards().then(transfers);
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = pass();
  }, RELEASE_INTERVAL_MS);
  timer.unref();
  globalForRelease.__escapadePaymentRelease = timer;
  // Draining (scripts/serve.mjs): no new pass, and the one under way finishes its transaction.
  atShutdown('payment release pass', () => {
    clearInterval(timer);
    return running;
  });
}
