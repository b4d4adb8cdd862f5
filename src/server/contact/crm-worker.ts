import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { deliverDueRequests, type CrmDeliveryPass } from './deliver-due-requests';

export type CrmWorkerOptions = CrmDeliveryPass & { db: Kysely<Database>; intervalMs: number; onError?: (error: unknown) => void };
export type CrmWorker = { stop: () => Promise<void> };

/**
 * Look at the stored contact requests every `intervalMs` and deliver what is due, one pass at a time (a full batch
 * is followed by another at once); unref'd, so it never keeps a process alive. A failed pass is reported and the next
 * one tries again.
 */
export function startCrmWorker(options: CrmWorkerOptions): CrmWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const drain = async () => {
    while (!stopped) {
      const outcome = await deliverDueRequests(options.db, options);
      if (outcome.delivered + outcome.retried + outcome.failed < options.batchSize) return;
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drain()
        .catch((error) => options.onError?.(error))
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
