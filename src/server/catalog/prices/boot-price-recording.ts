import { getDb } from '@/server/db/get-db';
import { atShutdown } from '@/server/shutdown/shutdown-hooks';
import { recordFromPrices } from './record-from-prices';
import { logger } from '@/lib/logging/logger.js';

/** How often each server process records the offers' card prices (a row only when one changed: at most one a day). */
export const RECORDING_INTERVAL_MS = 60 * 60_000;
/** The first pass waits this long after the start (the catalog's indexes warm up first). */
const FIRST_PASS_DELAY_MS = 60_000;

const globalForRecording = globalThis as typeof globalThis & { __escapadePriceRecording?: NodeJS.Timeout };

/**
 * Starts this process's price recording (instrumentation.ts): every hour, and a minute after the start, the offers'
 * 'from' and single-voucher prices go into `offer_price_history` when they changed (record-from-prices.ts), so a card's
 * struck price compares today's price with what the card really showed. Several processes may run it on one
 * PostgreSQL: rows are upserted by offer and day, the same for all. One pass at a time; the timers never keep the
 * process alive.
 */
export function bootPriceRecording(): void {
  if (globalForRecording.__escapadePriceRecording) return;
  let running: Promise<void> | null = null;
  const pass = () =>
    (running ??= recordFromPrices(getDb())
      .then((written) => {
        if (written > 0) logger.info({ written }, '[prices] recorded changed offer prices');
      })
      .catch((error: unknown) => logger.error({ err: error }, '[prices] the price recording pass failed; the next one tries again'))
      .finally(() => {
        running = null;
      }));
  const first = setTimeout(() => void pass(), FIRST_PASS_DELAY_MS);
  first.unref();
  const timer = setInterval(() => void pass(), RECORDING_INTERVAL_MS);
  timer.unref();
  globalForRecording.__escapadePriceRecording = timer;
  // Draining (scripts/serve.mjs): no new pass, and the one under way finishes.
  atShutdown('price recording', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
