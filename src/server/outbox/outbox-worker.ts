import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { deliverDueMails, type DeliveryPass } from './deliver-due-mails';

export type OutboxWorkerOptions = DeliveryPass & {
  db: Kysely<Database>;
  /** pause between two looks at the outbox */
  intervalMs: number;
  onError?: (error: unknown) => void;
};

export type OutboxWorker = {
  /** no further pass starts; resolves once the pass under way, if any, has recorded its outcomes */
  stop: () => Promise<void>;
};

/**
 * Look at the outbox every `intervalMs` and deliver what is due, one pass at a time (a full batch is followed by
 * another at once). The timer is unref'd: the worker never keeps a process alive. A pass that fails (database down)
 * is reported and the next one tries again.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const drain = async () => {
    while (!stopped) {
      const outcome = await deliverDueMails(options.db, options);
      if (outcome.sent + outcome.retried + outcome.failed < options.batchSize) return;
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
